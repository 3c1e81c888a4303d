import type { MessageId } from '@shop/i18n';

/** A failed call of an own route, with the message key (and field) the form shows. */
export class OwnRouteError extends Error {
  constructor(
    readonly status: number,
    readonly messageId: MessageId,
    readonly field?: string,
  ) {
    super(`${status} ${messageId}`);
  }
}

/**
 * POSTs JSON to one of the storefront's own routes (docs/own-server.md); their error body names the message key.
 * A network failure or an answer without one becomes `failure`.
 */
export async function postOwnRoute<T>(path: string, body: unknown, failure: MessageId): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new OwnRouteError(0, failure);
  }
  const json = (await response.json().catch(() => null)) as {
    error?: { message?: MessageId; field?: string };
  } | null;
  if (!response.ok)
    throw new OwnRouteError(response.status, json?.error?.message ?? failure, json?.error?.field);
  return json as T;
}

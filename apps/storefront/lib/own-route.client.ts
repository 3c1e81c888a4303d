// The browser's side of the storefront's own routes (docs/own-server.md): one way to call them and one error.
// Every own route answers a refusal as `{error: {code, message, field?}}` with `message` a message key
// (server/http/errors.ts); here that, a network failure and an answer that cannot be read all become an
// `OwnRouteError` whose message key a form or island shows in the shopper's language.
import type { MessageId } from '@shop/i18n';
import type { RuleMessage } from '@shop/ui/model';
import type { RouteErrorBody, RouteErrorCode } from '@/server/http/errors';

/** The route's own codes, and the browser's: no answer at all (`network`), or one that is not the contract's JSON. */
export type OwnRouteErrorCode = RouteErrorCode | 'network' | 'unreadable';

/** A failed call of an own route: the status (0 without an answer), its code, the message key and the field at fault. */
export class OwnRouteError extends Error {
  constructor(
    readonly status: number,
    readonly code: OwnRouteErrorCode,
    readonly messageId: MessageId,
    readonly field?: string,
  ) {
    super(`${status} ${code} ${messageId}`);
  }
}

const isErrorBody = (body: unknown): body is RouteErrorBody =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as RouteErrorBody).error?.message === 'string' &&
  typeof (body as RouteErrorBody).error?.code === 'string';

/** The answer's JSON, or the `OwnRouteError` it stands for; `failure` is the key shown when the route names none. */
async function answerOf<T>(
  call: () => Promise<Response>,
  failure: MessageId,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    // A request its caller cancelled is no failure to show: the query drops it.
    if (signal?.aborted) throw error;
    throw new OwnRouteError(0, 'network', failure);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (!isErrorBody(body)) throw new OwnRouteError(response.status, 'unreadable', failure);
    const { code, message, field } = body.error;
    throw new OwnRouteError(response.status, code, message, field);
  }
  if (body === undefined) throw new OwnRouteError(response.status, 'unreadable', failure);
  return body as T;
}

/** A mutation: POSTs `body` as JSON to an own route and resolves to its answer (same origin: the cookies go along). */
export function postOwnRoute<T>(path: string, body: unknown, failure: MessageId): Promise<T> {
  return answerOf(
    () =>
      fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    failure,
  );
}

/**
 * A query: GETs an own route with `query` as its search parameters. Never taken from the HTTP cache unless the route
 * allows it (`cache-control`); `signal` cancels it.
 */
export function getOwnRoute<T>(
  path: string,
  query: Record<string, string>,
  { failure = 'error.generic', signal }: { failure?: MessageId; signal?: AbortSignal } = {},
): Promise<T> {
  return answerOf(() => fetch(`${path}?${new URLSearchParams(query)}`, { signal }), failure, signal);
}

/** An own route's error as a form shows it: on its field when it names one of the form's, else for the form. */
export function formErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): { fieldErrors: Partial<Record<F, RuleMessage>>; error: RuleMessage | null } {
  if (!error) return { fieldErrors: {}, error: null };
  if (!(error instanceof OwnRouteError)) return { fieldErrors: {}, error: { id: 'error.generic' } };
  const rule: RuleMessage = { id: error.messageId };
  const field = fields.find((name) => name === error.field);
  return field
    ? { fieldErrors: { [field]: rule } as Partial<Record<F, RuleMessage>>, error: null }
    : { fieldErrors: {}, error: rule };
}

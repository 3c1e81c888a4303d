'use client';

import type { EditionKey } from '@shop/editions';
import type { MessageId } from '@shop/i18n';
import type { SessionAccount } from '@shop/session';
import type { RuleMessage } from '@shop/ui/model';

/** What the browser knows of the signed-in customer (a name and an address, never the token): the session's. */
export type AccountUser = SessionAccount;

export interface AccountAnswer {
  user?: AccountUser | null;
  message?: MessageId;
  redirect?: string | null;
}

export type AccountAction =
  | 'login'
  | 'register'
  | 'logout'
  | 'recover'
  | 'reset'
  | 'activate'
  | 'personal'
  | 'address'
  | 'defaultAddress'
  | 'password'
  | 'checkout';

/** A refusal of an account route: its status, the message key and the field at fault. */
export class AccountRouteError extends Error {
  constructor(
    readonly status: number,
    readonly messageId: MessageId,
    readonly field?: string,
  ) {
    super(`${status} ${messageId}`);
  }

  get rule(): RuleMessage {
    return { id: this.messageId };
  }
}

export async function postAccount(
  action: AccountAction,
  body: Record<string, unknown>,
): Promise<AccountAnswer> {
  let response: Response;
  try {
    response = await fetch(`/api/account/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new AccountRouteError(0, 'error.generic');
  }
  const answer = (await response.json().catch(() => ({}))) as AccountAnswer & {
    error?: { message?: MessageId; field?: string };
  };
  if (!response.ok)
    throw new AccountRouteError(
      response.status,
      answer.error?.message ?? 'error.generic',
      answer.error?.field,
    );
  return answer;
}

/**
 * The signed-in customer from the storefront's server (`GET /api/account/session`), `null` for a guest or when the
 * route cannot say: the session reads it once on start (`loadAccount`).
 */
export async function fetchAccountUser(edition: EditionKey): Promise<AccountUser | null> {
  try {
    const response = await fetch(`/api/account/session?edition=${edition}`, { cache: 'no-store' });
    if (!response.ok) return null;
    return ((await response.json()) as AccountAnswer).user ?? null;
  } catch {
    return null;
  }
}

/** A route error as the form shows it: on its field when it names one of the form's, else for the form. */
export function formErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): { fieldErrors: Partial<Record<F, RuleMessage>>; error: RuleMessage | null } {
  if (!(error instanceof AccountRouteError))
    return { fieldErrors: {}, error: error ? { id: 'error.generic' } : null };
  const field = fields.find((name) => name === error.field);
  return field
    ? { fieldErrors: { [field]: error.rule } as Partial<Record<F, RuleMessage>>, error: null }
    : { fieldErrors: {}, error: error.rule };
}

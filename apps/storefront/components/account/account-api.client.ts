'use client';

import type { EditionKey } from '@shop/editions';
import type { MessageId } from '@shop/i18n';
import type { SessionUser } from '@shop/session';
import type { EventBus } from '@shop/shop-client/model';
import { getOwnRoute, postOwnRoute } from '@/lib/own-route.client';

/** An account route's answer (server/account/answers.ts): the customer it names, a message, where to go next. */
export interface AccountAnswer {
  user?: SessionUser | null;
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

/** `POST /api/account/{action}`; a refusal is an `OwnRouteError` naming the field at fault. */
export function postAccount(action: AccountAction, body: Record<string, unknown>): Promise<AccountAnswer> {
  return postOwnRoute(`/api/account/${action}`, body, 'error.generic');
}

/** The actions whose answer signs the customer in. */
const SIGNS_IN: readonly AccountAction[] = ['login', 'register', 'reset', 'activate'];

/**
 * The session events an account action's answer stands for (spec §4), so their listeners run: a sign-in (also by
 * a password reset or an activation, which sign the customer in) is `user:login`; a registration creates the
 * customer and signs them in, `user:signup` then `user:login`; a logout is `user:logout`; any other answer naming the
 * customer (personal data) is `user:update`.
 */
function announce(events: EventBus, action: AccountAction, { user }: AccountAnswer): void {
  if (action === 'logout') events.emit('user:logout', null);
  else if (user) {
    if (action === 'register') events.emit('user:signup', user);
    events.emit(SIGNS_IN.includes(action) ? 'user:login' : 'user:update', user);
  }
}

/** Submits an account action and announces its answer on the session's bus. */
export async function runAccountAction(
  events: EventBus,
  action: AccountAction,
  body: Record<string, unknown>,
): Promise<AccountAnswer> {
  const answer = await postAccount(action, body);
  announce(events, action, answer);
  return answer;
}

/**
 * The signed-in customer from the storefront's server (`GET /api/account/session`), read from its httpOnly cookie;
 * `null` for a guest or when the route cannot say. The session reads it once on start (`loadUser`).
 */
export async function loadSessionUser(edition: EditionKey): Promise<SessionUser | null> {
  try {
    return (await getOwnRoute<AccountAnswer>('/api/account/session', { edition })).user ?? null;
  } catch {
    return null;
  }
}

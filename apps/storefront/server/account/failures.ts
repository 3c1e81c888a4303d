// What an account route answers when the shop backend refuses or fails a call: the form marks the field the backend
// named, says the session has ended, or says the service failed (503; the form keeps what was typed).
import type { ShopError } from '@shop/shop-client';
import { RouteError } from '../http/errors';

/** What a call without a customer found answers: the session is over. */
export const SESSION_ENDED: ShopError = { kind: 'unauthenticated', message: 'no customer', errors: [] };

/**
 * A refusal or failure of the shop backend as the form shows it: a refused input on the form's field when the
 * backend names one of `fields` (`["customer", "firstName"]`), else the generic message; 401 for an ended session;
 * 503 for everything the shopper cannot fix.
 */
export function failed(error: ShopError | null | undefined, fields: readonly string[] = []): RouteError {
  switch (error?.kind) {
    case 'unauthenticated':
      return new RouteError(401, 'unauthenticated', { message: 'account.session.expired' });
    case 'invalid-input': {
      const field = error.errors
        .map((refusal) => refusal.field?.at(-1))
        .find((name) => name !== undefined && fields.includes(name));
      return new RouteError(400, 'invalid_input', {
        message: field ? 'FORM_ERROR_PATTERN' : 'error.generic',
        ...(field ? { field } : {}),
      });
    }
    default:
      return new RouteError(503, 'unavailable', { message: 'error.generic' });
  }
}

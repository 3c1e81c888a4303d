import { type GraphQLResponse, TransportError } from './transport.js';

/** Why a call failed, for code to branch on; the UI maps it to a message key of @shop/i18n. */
export type ShopErrorKind =
  | 'invalid-credentials'
  | 'email-taken'
  | 'invalid-input'
  | 'not-found'
  | 'unauthenticated'
  | 'cart-not-found'
  | 'not-enough-stock'
  | 'invalid-merchandise'
  | 'network'
  | 'backend';

/** One error of a call, with the field and code forms need. */
export interface ShopFieldError {
  message: string;
  field: string[] | null;
  code: string | null;
}

export interface ShopError {
  kind: ShopErrorKind;
  /** The first message, by the rule of spec §8. */
  message: string;
  /** Every error the backend gave, in order. */
  errors: ShopFieldError[];
}

interface RawUserError {
  message: string;
  field?: readonly string[] | null;
  code?: string | null;
}

const KIND_BY_CODE: Record<string, ShopErrorKind> = {
  UNIDENTIFIED_CUSTOMER: 'invalid-credentials',
  TAKEN: 'email-taken',
  CUSTOMER_DISABLED: 'invalid-credentials',
  INVALID: 'invalid-input',
  BLANK: 'invalid-input',
  TOO_SHORT: 'invalid-input',
  TOO_LONG: 'invalid-input',
  PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE: 'invalid-input',
  CONTAINS_HTML_TAGS: 'invalid-input',
  CONTAINS_URL: 'invalid-input',
  INVALID_MULTIPASS_REQUEST: 'invalid-input',
  TOKEN_INVALID: 'unauthenticated',
  ALREADY_ENABLED: 'invalid-input',
  NOT_FOUND: 'not-found',
  INVALID_MERCHANDISE_LINE: 'invalid-merchandise',
  MISSING_CUSTOMER_ACCESS_TOKEN: 'unauthenticated',
  INVALID_DELIVERY_GROUP: 'invalid-input',
  LESS_THAN: 'invalid-input',
  GREATER_THAN: 'invalid-input',
  MERCHANDISE_NOT_ENOUGH_STOCK: 'not-enough-stock',
  MERCHANDISE_OUT_OF_STOCK: 'not-enough-stock',
  INVALID_QUANTITY: 'invalid-input',
};

const toFieldError = (error: RawUserError): ShopFieldError => ({
  message: error.message,
  field: error.field ? [...error.field] : null,
  code: error.code ?? null,
});

/**
 * Errors of a call (spec §8): the first message of the top-level errors, else of userErrors or
 * customerUserErrors, else '{root} is not defined' where data is missing. `null` when the call succeeded.
 */
export function shopErrorOf(
  response: GraphQLResponse<unknown>,
  root: string,
  userErrors: readonly RawUserError[] | null | undefined,
  payload: unknown,
): ShopError | null {
  const top = response.errors ?? [];
  if (top.length > 0) {
    const errors = top.map((error) => ({
      message: error.message,
      field: null,
      code: typeof error.extensions?.code === 'string' ? error.extensions.code : null,
    }));
    return { kind: 'backend', message: errors[0]?.message ?? '', errors };
  }
  if (userErrors && userErrors.length > 0) {
    const errors = userErrors.map(toFieldError);
    const first = errors[0] as ShopFieldError;
    return {
      kind: (first.code && KIND_BY_CODE[first.code]) || 'invalid-input',
      message: first.message,
      errors,
    };
  }
  if (payload === null || payload === undefined) {
    return { kind: 'not-found', message: `${root} is not defined`, errors: [] };
  }
  return null;
}

/** A call that produced no GraphQL answer: unreachable, timed out or aborted is `network`, a bad status `backend`. */
export function transportError(error: unknown): ShopError {
  const message = error instanceof Error ? error.message : String(error);
  const kind =
    error instanceof TransportError && (error.kind === 'http' || error.kind === 'invalid-response');
  return { kind: kind ? 'backend' : 'network', message, errors: [] };
}

// The one error shape of the storefront's own routes: `{error: {code, message}}`, where `message` is the message
// key a form shows in the shopper's language, and `field` names the input at fault when there is one.
import type { MessageId } from '@shop/i18n';

export type RouteErrorCode =
  | 'invalid_json'
  | 'invalid_input'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'foreign_origin'
  | 'rate_limited'
  | 'invalid_signature'
  | 'unavailable'
  | 'internal'
  | 'invalid_credentials'
  | 'email_taken'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found';

export class RouteError extends Error {
  constructor(
    readonly status: number,
    readonly code: RouteErrorCode,
    readonly options: { message?: MessageId; field?: string; headers?: Record<string, string> } = {},
  ) {
    super(`${status} ${code}`);
  }
}

export interface RouteErrorBody {
  error: { code: RouteErrorCode; message: MessageId; field?: string };
}

/** What a form shows for each kind of error it did not cause by a field: input it can fix, or the route's failure. */
export function messageOf(code: RouteErrorCode, failure: MessageId): MessageId {
  switch (code) {
    case 'invalid_json':
    case 'invalid_input':
    case 'unsupported_media_type':
    case 'payload_too_large':
      return 'FORM_ERROR_PATTERN';
    case 'rate_limited':
      return 'error.tooManyRequests';
    case 'not_found':
      return 'error.notFound.heading';
    default:
      return failure;
  }
}

/** An own route's answer for a path under it that names nothing (`/api/account/unknown`). */
export const notFoundResponse = () => errorResponse(new RouteError(404, 'not_found'));

export function errorResponse(error: RouteError, failure: MessageId = 'error.generic'): Response {
  const body: RouteErrorBody = {
    error: {
      code: error.code,
      message: error.options.message ?? messageOf(error.code, failure),
      ...(error.options.field ? { field: error.options.field } : {}),
    },
  };
  return Response.json(body, {
    status: error.status,
    headers: { 'cache-control': 'no-store', ...error.options.headers },
  });
}

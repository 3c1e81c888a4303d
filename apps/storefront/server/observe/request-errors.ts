// Next's onRequestError (instrumentation.ts): every error it meets while serving, with the digest the error page
// gets, goes on the request's line with its stack.
import type { Instrumentation } from 'next';
import { recordRequestError } from './request-log';

export const onRequestError: Instrumentation.onRequestError = (error, _request, context) => {
  const failure = error instanceof Error ? error : new Error(String(error));
  const digest = (failure as { digest?: unknown }).digest;
  recordRequestError(
    {
      name: failure.name,
      message: failure.message,
      ...(typeof digest === 'string' ? { digest } : {}),
      ...(failure.stack ? { stack: failure.stack } : {}),
      kind: context.renderSource ? `${context.routeType} (${context.renderSource})` : context.routeType,
    },
    context.routePath,
  );
};

// One log line per request (JSON in production): what was asked, which route answered, how, how fast, and the
// backend calls made for it. Calls and errors that come after the line was written (a kept page rendered again
// in the background) get lines of their own, with the id of the request that set them off.
import { editionFromPath } from '@shop/editions';
import { logLine } from '../log';
import { type BackendCall, currentRequest, type RequestContext, type RequestError } from './request-context';

export type RequestLogFormat = 'json' | 'text' | 'off';

/** `STOREFRONT_REQUEST_LOG`: json, text or off; JSON in production, off in development (Next prints its own). */
export function requestLogFormat(
  env: Readonly<Record<string, string | undefined>> = process.env,
): RequestLogFormat {
  const value = env.STOREFRONT_REQUEST_LOG?.trim().toLowerCase();
  if (value === 'json' || value === 'text' || value === 'off') return value;
  return env.NODE_ENV === 'production' ? 'json' : 'off';
}

/** How the request ended, read off the response once it is sent. */
export interface RequestOutcome {
  status: number;
  /** Next's matched route (`/[edition]/frontend/cart`), when Next routed it. */
  route: string | null;
  /** The internal path the proxy rewrote the request to, when it did. */
  rewrite: string | null;
  /** `x-nextjs-cache`: HIT, STALE, MISS… for kept pages. */
  cache: string | null;
  /** The client's address, shortened (never the full address). */
  client: string;
  /** The client went away before the answer was complete. */
  aborted: boolean;
}

/** Calls listed per line; a request making more is itself worth a look, and the count says so. */
export const MAX_CALLS_PER_LINE = 40;
const MAX_STACK = 4000;

function errorFields(error: RequestError): RequestError {
  return error.stack ? { ...error, stack: error.stack.slice(0, MAX_STACK) } : error;
}

/** The fields of a request's line. */
export function requestLineFields(context: RequestContext, outcome: RequestOutcome, endedAt: number) {
  const edition = editionFromPath(context.path) ?? null;
  return {
    requestId: context.id,
    method: context.method,
    path: context.path,
    route: outcome.route,
    rewrite: outcome.rewrite,
    status: outcome.status,
    ms: Math.round(endedAt - context.startedAt),
    edition,
    cache: outcome.cache,
    client: outcome.client,
    ...(outcome.aborted ? { aborted: true } : {}),
    calls: context.calls.slice(0, MAX_CALLS_PER_LINE),
    ...(context.calls.length > MAX_CALLS_PER_LINE ? { callCount: context.calls.length } : {}),
    ...(context.errors.length ? { errors: context.errors.map(errorFields) } : {}),
  };
}

/** A human-readable line for development: `GET /de/ 200 41ms [/[edition]/…] content POST /enterprise/page 200 12ms`. */
export function requestLineText(fields: ReturnType<typeof requestLineFields>): string {
  const calls = fields.calls.map(
    (call) => `${call.service} ${call.operation} ${call.status ?? '-'} ${call.ms}ms`,
  );
  const errors = (fields.errors ?? []).map(
    (error) => `${error.name}: ${error.message} (digest ${error.digest ?? '-'})`,
  );
  return [
    `${fields.method} ${fields.path} ${fields.status} ${fields.ms}ms`,
    fields.route ? `[${fields.route}]` : '',
    fields.cache ?? '',
    `id ${fields.requestId}`,
    ...calls.map((call) => `\n  ${call}`),
    ...errors.map((error) => `\n  ${error}`),
  ]
    .filter(Boolean)
    .join(' ');
}

const INSTALLED = Symbol.for('shop.storefront.requestLogInstalled');
type Marked = typeof globalThis & { [INSTALLED]?: RequestLogFormat };

/** Called by the request hook once: from then on, lines are written in `format`. */
export function enableRequestLog(format: RequestLogFormat): void {
  (globalThis as Marked)[INSTALLED] = format;
}

function activeFormat(): RequestLogFormat {
  return (globalThis as Marked)[INSTALLED] ?? 'off';
}

/** Writes the request's line; later calls and errors of it get lines of their own. */
export function writeRequestLine(context: RequestContext, outcome: RequestOutcome): void {
  context.logged = true;
  const format = activeFormat();
  if (format === 'off') return;
  const fields = requestLineFields(context, outcome, performance.now());
  const level = outcome.status >= 500 || context.errors.length > 0 ? 'error' : 'info';
  if (format === 'text') console.log(requestLineText(fields));
  else logLine(level, 'request', fields);
}

/** Background work: the request that set it off has been answered (or there was none, as in a job). */
function origin(context: RequestContext | undefined) {
  return context ? { kind: 'revalidate', requestId: context.id, path: context.path } : { kind: 'background' };
}

/** A backend call: listed on the current request's line, or a line of its own when that is written already. */
export function recordBackendCall(call: BackendCall): void {
  const context = currentRequest();
  if (context && !context.logged) {
    context.calls.push(call);
    return;
  }
  const format = activeFormat();
  if (format === 'json') logLine('info', 'backend call', { ...origin(context), call });
  else if (format === 'text')
    console.log(
      `${origin(context).kind} ${call.service} ${call.operation} ${call.status ?? '-'} ${call.ms}ms`,
    );
}

/** An error Next reported: on the current request's line, or a line of its own with its stack. */
export function recordRequestError(error: RequestError, route: string | null): void {
  const context = currentRequest();
  if (context && !context.logged) {
    context.errors.push(error);
    return;
  }
  if (activeFormat() === 'off') return;
  logLine('error', 'render failed', { ...origin(context), route, error: errorFields(error) });
}

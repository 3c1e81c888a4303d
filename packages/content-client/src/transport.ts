// Raw calls to the content service: JSON in and out, the instance header, timeouts, abort signals, fetch options
// passed through (Next.js `next: {tags, revalidate}`), and a ContentError for every failure.
import { budgetOf, type ContentCallKind } from './budgets.js';
import type { ContentCall, ContentCallObserver, ContentClientOptions } from './config.js';
import { ContentError, isContentError } from './errors.js';
import type { ServiceErrorBody } from './service-types.js';

/** Options every call accepts. Nothing is cached by the client: caching is the app's and the session's job. */
export interface CallOptions {
  signal?: AbortSignal;
  /** This call's time budget in milliseconds, instead of its kind's. */
  timeoutMs?: number;
  /** Next.js data-cache options, passed to fetch as `next`. */
  next?: { tags?: string[]; revalidate?: number | false };
  /** fetch's `cache` mode. */
  cache?: RequestCache;
  /** Anything else fetch should get, e.g. extra headers. */
  fetchOptions?: RequestInit & Record<string, unknown>;
}

export interface RawRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Which time budget applies. */
  kind: ContentCallKind;
}

export type Transport = (request: RawRequest, call?: CallOptions) => Promise<unknown>;

async function errorBody(response: Response): Promise<ServiceErrorBody> {
  try {
    const body = (await response.json()) as unknown;
    return typeof body === 'object' && body !== null ? (body as ServiceErrorBody) : {};
  } catch {
    return {};
  }
}

/** undici's headers or body timeout (a dispatcher's own budget), as Node's fetch reports it: a cause with the code. */
function isConnectionTimeout(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && cause instanceof Error; depth += 1, cause = cause.cause) {
    const code = (cause as Error & { code?: unknown }).code;
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return true;
  }
  return false;
}

/**
 * One dispatcher per budget, made with undici's `Agent` (or any class taking its options): headers and body each
 * time out after the budget. For `dispatcherFor` (ContentClientOptions), e.g. `budgetDispatchers(Agent)`.
 */
export function budgetDispatchers<D>(
  Agent: new (options: { headersTimeout: number; bodyTimeout: number }) => D,
): (budgetMs: number) => D {
  const agents = new Map<number, D>();
  return (budgetMs) => {
    let agent = agents.get(budgetMs);
    if (!agent) {
      agent = new Agent({ headersTimeout: budgetMs, bodyTimeout: budgetMs });
      agents.set(budgetMs, agent);
    }
    return agent;
  };
}

/** The transport with every call reported to `onCall`; an observer that throws never fails a call. */
function observedTransport(transport: Transport, onCall: ContentCallObserver): Transport {
  const report = (call: ContentCall) => {
    try {
      onCall(call);
    } catch {
      // The observer's failure is the app's to see in its own logs, not the shopper's.
    }
  };
  return async (request, options) => {
    const started = performance.now();
    const ended = (status: number | null, outcome: ContentCall['outcome']) =>
      report({
        method: request.method,
        path: request.path,
        status,
        outcome,
        ms: Math.round(performance.now() - started),
      });
    try {
      const body = await transport(request, options);
      ended(200, 'ok');
      return body;
    } catch (error) {
      if (isContentError(error)) ended(error.code || null, error.kind);
      else ended(null, 'network');
      throw error;
    }
  };
}

export function createTransport(options: ContentClientOptions): Transport {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;

  const send: Transport = async (request, call = {}) => {
    const timeoutMs = budgetOf(request.kind, options, call.timeoutMs);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    const init: RequestInit & Record<string, unknown> = {
      ...call.fetchOptions,
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-makaira-instance': options.instance,
        ...(call.fetchOptions?.headers as Record<string, string> | undefined),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    };
    if (options.dispatcherFor) init.dispatcher = options.dispatcherFor(timeoutMs);
    if (call.next) init.next = call.next;
    if (call.cache) init.cache = call.cache;
    let response: Response;
    try {
      response = await fetchImpl(`${base}${request.path}`, init);
    } catch (error) {
      const aborted = call.signal?.aborted === true;
      const timedOut = !aborted && (timeout.aborted || isConnectionTimeout(error));
      throw new ContentError({
        kind: aborted ? 'aborted' : timedOut ? 'timeout' : 'network',
        code: 0,
        message: aborted ? 'Aborted' : timedOut ? `Timed out after ${timeoutMs} ms` : 'Network error',
        cause: error instanceof Error ? error.message : String(error),
        path: request.path,
      });
    }
    if (response.status !== 200) {
      const body = await errorBody(response);
      throw new ContentError({
        kind: 'http',
        code: response.status,
        message: response.statusText || `HTTP ${response.status}`,
        cause: typeof body.message === 'string' ? body.message : undefined,
        id: typeof body.errorId === 'string' ? body.errorId : undefined,
        path: request.path,
      });
    }
    try {
      return (await response.json()) as unknown;
    } catch (error) {
      if (call.signal?.aborted !== true && (timeout.aborted || isConnectionTimeout(error))) {
        throw new ContentError({
          kind: 'timeout',
          code: 0,
          message: `Timed out after ${timeoutMs} ms`,
          cause: error instanceof Error ? error.message : String(error),
          path: request.path,
        });
      }
      throw new ContentError({
        kind: 'invalid-response',
        code: 200,
        message: 'The response is not JSON',
        path: request.path,
      });
    }
  };
  return options.onCall ? observedTransport(send, options.onCall) : send;
}

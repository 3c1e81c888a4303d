// What the server knows about the request it is serving, wherever the code runs: an AsyncLocalStorage entered by
// the own server (request-hook.ts) before it hands the request to Next. Kept on globalThis so that the
// instrumentation's bundle and the routes' bundles share one store.
import { AsyncLocalStorage } from 'node:async_hooks';
import { REQUEST_STORE_KEY } from '../../lib/request-reference-keys';

/** The backends the storefront calls. */
export type BackendService = 'shop-api' | 'content' | 'reviews' | 'crm' | 'account';

/** One call to a backend while serving a request. */
export interface BackendCall {
  service: BackendService;
  /** The GraphQL operation, or method and path (`POST /enterprise/page`). */
  operation: string;
  /** The HTTP status; null when no answer came. */
  status: number | null;
  /** `ok`, or why it failed (`http`, `timeout`, `network`, `graphql-errors`…). */
  outcome: string;
  ms: number;
}

/** An error Next reported while rendering or handling the request (instrumentation's onRequestError). */
export interface RequestError {
  name: string;
  message: string;
  /** The digest Next gives the error page for a server error. */
  digest?: string;
  stack?: string;
  /** Where it happened: `render`, `route`, `action`, `proxy`, with Next's render source when it has one. */
  kind?: string;
}

export interface RequestContext {
  id: string;
  method: string;
  /** The path as the shopper asked for it, without the query. */
  path: string;
  startedAt: number;
  calls: BackendCall[];
  errors: RequestError[];
  /** Next's matched route (`/[edition]/frontend/cart`), from its request span (next-route.ts). */
  route?: string;
  /** The internal path the proxy rewrote the request to (`noteRewrite`). */
  rewrite?: string;
  /** Set once the request's log line is written: later calls (background revalidation) get lines of their own. */
  logged: boolean;
}

type Holder = typeof globalThis & { [REQUEST_STORE_KEY]?: AsyncLocalStorage<RequestContext> };

function storage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  holder[REQUEST_STORE_KEY] ??= new AsyncLocalStorage<RequestContext>();
  return holder[REQUEST_STORE_KEY];
}

/** Runs `serve` with `context` as the current request of everything it starts. */
export function runInRequest<T>(context: RequestContext, serve: () => T): T {
  return storage().run(context, serve);
}

/** The request being served here, if any. */
export function currentRequest(): RequestContext | undefined {
  return storage().getStore();
}

/** The correlation id of the request being served here, if any. */
export function currentRequestId(): string | undefined {
  return currentRequest()?.id;
}

/** Called by the proxy when it rewrites the request being served to an internal path, for its log line. */
export function noteRewrite(path: string): void {
  const request = currentRequest();
  if (request) request.rewrite = path.split('?', 1)[0];
}

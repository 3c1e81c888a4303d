// Where a request's correlation id can be read, shared by the server (which puts it there) and the error page.

/** The global key of the server's per-request AsyncLocalStorage (server/observe/request-context.ts). */
export const REQUEST_STORE_KEY = Symbol.for('shop.storefront.requestContext');

/** The `Server-Timing` metric whose description is the id: the one response header a page's script can read. */
export const REFERENCE_TIMING_METRIC = 'request';

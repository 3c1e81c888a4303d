// Kept pages carry a validator worked out once, when the page is stored (`keptPageHeaders` in lib/csp/page-policy.ts
// stamps it on the cached entry beside the page's policy), so Next's own ETag is off (`generateEtags: false`): it
// hashed the whole page in JavaScript on every answer, about a quarter of the server's time for a kept category page
// (docs/storefront.md, "Throughput"). What Next did with its ETag besides sending it, answering a request whose
// `If-None-Match` still names the page with 304 and no body, happens here, before Next sees the request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { installBeforeNext } from './before-next';

const INSTALLED = Symbol.for('shop.storefront.conditionalGetInstalled');

/** Headers that describe a body; a 304 has none (RFC 9110 §15.4.5 keeps ETag, Cache-Control, Vary and the like). */
const BODY_HEADERS = ['content-length', 'content-type', 'content-encoding', 'transfer-encoding'];

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether a request's `If-None-Match` names the answer's entity tag, by the weak comparison GET and HEAD use
 * (RFC 9110 §13.1.2): `*`, or any listed tag with the same opaque part. A request that says `Cache-Control: no-cache`
 * wants the page itself, as with Next's own check.
 */
export function notModified(
  ifNoneMatch: string | undefined,
  cacheControl: string | undefined,
  etag: string | undefined,
): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (cacheControl && /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(cacheControl)) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const current = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === current);
}

/**
 * Makes a 200 answer to this GET or HEAD a 304 without a body when it carries an ETag the request already has.
 * Node drops whatever is written after a 304 head (`_hasBody` is false), so Next and its compression can go on
 * sending the page as usual: only the head is checked, once, when it is written.
 */
export function answerNotModifiedWhenUnchanged(request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const ifNoneMatch = request.headers['if-none-match'];
  if (!ifNoneMatch) return;
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadOrNotModified(this: ServerResponse, ...args: unknown[]) {
    // Headers handed to writeHead itself are not looked into: such an answer is sent as it is.
    if (args.some((arg) => typeof arg === 'object' && arg !== null)) {
      return writeHead.apply(this, args as Parameters<typeof writeHead>);
    }
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
    const etag = this.getHeader('etag');
    if (
      status === 200 &&
      typeof etag === 'string' &&
      notModified(ifNoneMatch, request.headers['cache-control'], etag)
    ) {
      for (const name of BODY_HEADERS) this.removeHeader(name);
      this.statusCode = 304;
      return writeHead.call(this, 304);
    }
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  } as typeof writeHead;
}

/** Called once from the server's instrumentation, before the first request. */
export function installConditionalGet(): void {
  installBeforeNext(INSTALLED, (request, response, next) => {
    answerNotModifiedWhenUnchanged(request, response);
    return next();
  });
}

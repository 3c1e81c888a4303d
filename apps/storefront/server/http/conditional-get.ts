// Kept pages carry a validator worked out once, when the page is stored (`keptPageHeaders` in lib/csp/page-policy.ts
// stamps it on the cached entry beside the page's policy), so Next's own ETag is off (`generateEtags: false`): it
// hashed the whole page in JavaScript on every answer, about a quarter of the server's time for a kept category page
// (docs/performance.md, "Throughput"). What Next did with its ETag besides sending it, answering a request whose
// `If-None-Match` still names the page with 304 and no body, happens here: the own server (server/http/serve.ts)
// makes its answers with this class (node:http's documented `ServerResponse` option of `createServer`), since
// the proxy never sees an answer.
import { ServerResponse } from 'node:http';

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
 * An answer that turns itself into a 304 without a body when it is a 200 to a GET or HEAD and carries an ETag the
 * request already has. Node drops whatever is written after a 304 head, so Next and its compression go on sending
 * the page as usual: only the head is checked, once, when it is written (`end()` without a head writes it through
 * `writeHead` too).
 */
export class ConditionalGetResponse extends ServerResponse {
  override writeHead(...args: unknown[]): this {
    const head = ServerResponse.prototype.writeHead as (this: ServerResponse, ...args: unknown[]) => unknown;
    // Headers handed to writeHead itself are not looked into: such an answer is sent as it is.
    if (!args.some((arg) => typeof arg === 'object' && arg !== null) && this.unchanged(args[0])) {
      for (const name of BODY_HEADERS) this.removeHeader(name);
      this.statusCode = 304;
      head.call(this, 304);
      return this;
    }
    head.apply(this, args);
    return this;
  }

  private unchanged(status: unknown): boolean {
    const { method, headers } = this.req;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const etag = this.getHeader('etag');
    return (
      (typeof status === 'number' ? status : this.statusCode) === 200 &&
      typeof etag === 'string' &&
      notModified(headers['if-none-match'], headers['cache-control'], etag)
    );
  }
}

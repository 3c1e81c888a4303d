// The policy each page is sent with: per-request pages by the request's nonce (set in the proxy), kept pages by
// the hashes of their inline scripts (stamped on the cached entry when it is stored, so a HIT costs nothing). The
// kept page's ETag is stamped beside it, for the same reason (server/http/conditional-get.ts answers with 304).
import { createHash } from 'node:crypto';
import { EDGE_KEYS_HEADER, edgeKeys } from '../lifetimes';
import { tagManagerId } from '../tracking/config';
import { tagManagerLoader } from '../tracking/tag-manager';
import { inlineScriptHashes, scriptHash } from './inline-scripts';
import { type CspSources, contentSecurityPolicy, cspSources, REPORTING_ENDPOINTS } from './policy';

export const CSP_HEADER = 'content-security-policy';
export const REPORTING_HEADER = 'reporting-endpoints';
export const ETAG_HEADER = 'etag';

let sources: CspSources | undefined;
const sourcesOfProcess = () => (sources ??= cspSources(process.env));

/** Inline scripts the shop writes itself into every page (the tag manager's loader, when configured). */
function shopScripts(): string[] {
  const id = tagManagerId(process.env);
  return id ? [tagManagerLoader(id)] : [];
}

export function perRequestPolicy(nonce: string): string {
  return contentSecurityPolicy(sourcesOfProcess(), { nonce, hashes: shopScripts().map(scriptHash) });
}

/** A page that runs no inline script at all (the proxy's own small pages). */
export function scriptlessPolicy(): string {
  return contentSecurityPolicy(sourcesOfProcess(), {});
}

/**
 * A kept page's entity tag: a digest of its HTML, which changes whenever anything the entry answers with does (its
 * RSC payload is inlined in it). Weak, since the same entry also answers a client navigation with its RSC payload
 * (another representation, told apart by `Vary` and Next's `_rsc` query).
 */
export function keptPageEtag(html: string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url')}"`;
}

export function keptPageHeaders(
  html: string,
): Record<typeof CSP_HEADER | typeof REPORTING_HEADER | typeof ETAG_HEADER, string> {
  return {
    [CSP_HEADER]: contentSecurityPolicy(sourcesOfProcess(), {
      hashes: inlineScriptHashes(html, shopScripts()),
    }),
    [REPORTING_HEADER]: REPORTING_ENDPOINTS,
    [ETAG_HEADER]: keptPageEtag(html),
  };
}

interface CachedPage {
  kind?: unknown;
  html?: unknown;
  headers?: Record<string, string | string[] | number | undefined>;
}

/** Where Next keeps a kept page's cache tags, comma-separated. */
const NEXT_TAGS_HEADER = 'x-next-cache-tags';

/** The page's tags in the header an edge cache purges by (docs/deploy.md, "The edge"); none without tags. */
function edgeKeysHeader(nextTags: unknown): Partial<Record<typeof EDGE_KEYS_HEADER, string>> {
  const tags = typeof nextTags === 'string' ? nextTags.split(',').filter(Boolean) : [];
  return tags.length > 0 ? { [EDGE_KEYS_HEADER]: edgeKeys(tags) } : {};
}

/**
 * Adds the policy, ETag and edge keys to a cached page (Next's `APP_PAGE` entry) unless it has them: called by the
 * cache handler (server/cache/kept-cache.mjs) when an entry is stored, so they travel with it to the shared store and
 * every instance (and for an entry read from there without them). Next sends an entry's headers with every answer
 * from it.
 */
export function stampKeptPage(value: unknown): void {
  const page = value as CachedPage | null | undefined;
  if (page?.kind !== 'APP_PAGE' || typeof page.html !== 'string' || page.headers?.[CSP_HEADER]) return;
  page.headers = {
    ...page.headers,
    ...keptPageHeaders(page.html),
    ...edgeKeysHeader(page.headers?.[NEXT_TAGS_HEADER]),
  };
}

const STAMP = Symbol.for('shop.storefront.stampKeptPage');

/** Called once from the server's instrumentation: the cache handler finds the stamp here. */
export function installKeptPagePolicy(): void {
  (globalThis as typeof globalThis & { [STAMP]?: typeof stampKeptPage })[STAMP] = stampKeptPage;
}

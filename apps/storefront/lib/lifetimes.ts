// Every lifetime of a kept page, a kept content answer and a browser-cached answer, and the one vocabulary of the
// data cache's tags: every cached fetch of the catalogue and content carries tags from here, and the webhooks and
// /api/revalidate expire them by the same names. Route segments repeat their page's lifetime as a literal (Next
// reads segment config statically); lifetimes.test.ts checks that each says what this module says.
import { createHash } from 'node:crypto';

/** Seconds each kind of kept answer stays fresh before Next renders or fetches it again in the background. */
export const LIFETIMES = {
  /** A kept catalogue page (category, product, content page) in its default state, and the content it reads. */
  catalogue: 300,
  /** A kept listing in a sorted, filtered or load-more state. */
  listing: 60,
  /** A kept search answer for a phrase (with its sort and filters), shared across shoppers. */
  search: 60,
  /** A sitemap file of an edition, and the sitemap entries it reads. */
  sitemap: 300,
  /** Shop-wide shell data every page reads: the menu and the snippets (settings, header, footer, messages, errors). */
  shell: 300,
  /** The content service's autosuggest answer for a phrase, in the data cache. */
  suggestions: 300,
  /** A page made from the web edition because the page service failed. */
  fallbackPage: 30,
  /** A kept page rendered without a part of its shell, unless `KEPT_PAGE_DEGRADED_SECONDS` says otherwise. */
  degradedPage: 30,
} as const;

/** Seconds a browser (and a shared cache) keeps an answer of the storefront's own: `cache-control` max-ages. */
export const BROWSER_LIFETIMES = {
  /** The header's suggestions for a phrase. */
  suggestions: 60,
  /** The sitemap index, in shared caches (`s-maxage`). */
  sitemapIndex: 300,
} as const;

/** Call options of a content read kept `seconds` under `tags`. */
export function keptFor(
  seconds: number,
  tags: readonly string[],
): { next: { revalidate: number; tags: string[] } } {
  return { next: { revalidate: seconds, tags: [...tags] } };
}

export const CACHE_TAGS = {
  /** Every content page (category, product, content pages, home). */
  pages: 'content-pages',
  /** Every snippet (storefront settings, error texts…). */
  snippets: 'content-snippets',
  menu: 'content-menu',
  search: 'content-search',
  sitemap: 'content-sitemap',
} as const;

// Next refuses tags longer than 256 characters; a long path is named by its hash instead.
const MAX_TAG_LENGTH = 256;

function bounded(tag: string): string {
  if (tag.length <= MAX_TAG_LENGTH) return tag;
  return `${tag.slice(0, 32)}#${createHash('sha256').update(tag).digest('base64url')}`;
}

/** The public path as the content service and our routes spell it: decoded, with its trailing slash. */
export function normalizePagePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {}
  const pathname = decoded.split(/[?#]/)[0] ?? '';
  const withLeading = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/** The content page at a public path (`/de/p/waage/`, `/global/c/…`), in whatever page size it was rendered. */
export function pageTag(path: string): string {
  return bounded(`content-page:${normalizePagePath(path)}`);
}

export function snippetTag(snippetId: string): string {
  return bounded(`content-snippet:${snippetId}`);
}

/** The header an edge cache purges kept pages by (Varnish's xkey, docs/deploy.md): the page's cache tags. */
export const EDGE_KEYS_HEADER = 'xkey';

/** Tags as the edge's keys, separated by spaces: the characters xkey splits on (and `%`) percent-encoded. */
export function edgeKeys(tags: readonly string[]): string {
  return tags.map((tag) => tag.replace(/[\s,%]/g, (character) => encodeURIComponent(character))).join(' ');
}

// The one vocabulary of the data cache's tags: every cached fetch of the catalogue and content carries tags from
// here, and the webhooks and /api/revalidate expire them by the same names.
import { createHash } from 'node:crypto';

export const CACHE_TAGS = {
  /** Every content page (category, product, content pages, home). */
  pages: 'content-pages',
  /** Every snippet (storefront settings, error texts…). */
  snippets: 'content-snippets',
  menu: 'content-menu',
  search: 'content-search',
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

/** The longest path a shop page has is far below this; longer ones are refused before any rendering. */
export const MAX_PATH_LENGTH = 1024;
/** Listing filters and a search phrase fit in this many characters of query string, with room to spare. */
export const MAX_QUERY_LENGTH = 2048;

// Control characters have no place in a path or a query value, decoded or not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job
const CONTROL = /[\u0000-\u001f\u007f]/;

function decodes(value: string): boolean {
  try {
    return !CONTROL.test(decodeURIComponent(value));
  } catch {
    return false;
  }
}

/**
 * Why a request's URL cannot be a page: broken percent-encoding (`/de/%`, `/de/p/%ff%fe/`), a control character,
 * or a path or query longer than any of the shop's. `null` when it can.
 */
export function malformedUrl(pathname: string, search: string): 'path' | 'query' | null {
  if (pathname.length > MAX_PATH_LENGTH || !decodes(pathname)) return 'path';
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query.length > MAX_QUERY_LENGTH) return 'query';
  for (const pair of query.split('&')) {
    if (!decodes(pair.replaceAll('+', ' '))) return 'query';
  }
  return null;
}

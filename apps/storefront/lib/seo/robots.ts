import { EDITION_KEYS, type EditionKey, type EditionRoute, getEdition, routePath } from '@shop/editions';
import type { MetadataRoute } from 'next';
import { SITEMAP_INDEX_PATH } from './sitemap';

/** Screens of a shopper's own (search results, cart, favorites, comparison, account): nothing for a search engine to index. */
function privatePaths(edition: EditionKey): string[] {
  const routes: EditionRoute[] = ['search', 'cart', 'favorites', 'compare'];
  const account = Object.values(getEdition(edition).accountRoutes);
  return [...routes.flatMap((route) => routePath(edition, route) ?? []), ...account];
}

/**
 * robots.txt: every crawler may read the catalogue but not the shoppers' screens of any edition; the sitemap index.
 * Checkout has no path here: it runs on the shop backend's host (the cart's checkoutUrl), under that host's robots.
 */
export function robotsRules(baseUrl: string): MetadataRoute.Robots {
  const disallow = [...new Set(EDITION_KEYS.flatMap(privatePaths))];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow }],
    sitemap: `${baseUrl.replace(/\/+$/, '')}${SITEMAP_INDEX_PATH}`,
  };
}

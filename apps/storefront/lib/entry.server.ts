import type { ContentError, ContentPage, ContentResult } from '@shop/content-client';
import type { Device, EditionKey } from '@shop/editions';
import { cache } from 'react';
import { failedOncePerRequest } from '@/server/observe/failed-once';
import { dataOrThrow, storefrontContext } from './context.server';
import { CACHE_TAGS, LIFETIMES, pageTag } from './lifetimes';
import { listingStateFromQuery, productCount, queryOf, toListingFilters } from './listing';

/**
 * The content page of a path in a listing state (given as its query string, so React's per-request cache can
 * share one request between metadata and page); `null` when the content service knows no such page. The page
 * calls `notFound()`, not this loader: thrown from `generateMetadata`, it would turn the 404 into a client-rendered
 * error document.
 */
export const loadEntry = cache(
  async (
    edition: EditionKey,
    seoUrl: string,
    listing: string,
    bundleId: string | null = null,
  ): Promise<ContentPage | null> => {
    const state = listingStateFromQuery(queryOf(new URLSearchParams(listing)));
    const context = storefrontContext(edition);
    const [call, device] = await Promise.all([context.perShopper(), context.device()]);
    const count = productCount(state, device);
    // Next renders a failing page twice in one request: the second time fails at once (server/observe/failed-once.ts).
    const result = await failedOncePerRequest(
      `entry ${edition} ${seoUrl} ${listing} ${bundleId} ${count}`,
      () =>
        context.content.page(
          {
            url: seoUrl,
            filters: toListingFilters(state.filters),
            sort: state.sort,
            count,
            offset: 0,
            // A page of type bundle is reached with redirectBundleId (spec §2.2).
            ...(bundleId ? { params: { redirectBundleId: bundleId } } : {}),
          },
          call,
        ),
    );
    return pageOrNull(result);
  },
);

/** The content service answers 404 for a path it does not know and 400 for one that cannot be a page at all. */
function isUnknownPage(error: ContentError): boolean {
  return error.code === 404 || error.code === 400;
}

/** The page; `null` for an unknown path; any other failure goes to the error page (thrown to the route's boundary). */
function pageOrNull(result: ContentResult<ContentPage>): ContentPage | null {
  return result.error && isUnknownPage(result.error) ? null : dataOrThrow(result);
}

/** The seoUrl of the entry route's segments: the public path, with the trailing slash content urls carry. */
export function seoUrlOf(segments: readonly string[]): string {
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  return `/${decoded.join('/')}/`;
}

/**
 * The content page of a path in a listing state (its query string; the default state by default), for the kept
 * catalogue and listing routes: no per-shopper constraints (user agent, ip, timezone, experiments), so one answer
 * serves every shopper (docs/storefront.md); `null` for an unknown path.
 */
export const loadCataloguePage = cache(
  async (edition: EditionKey, seoUrl: string, device: Device, listing = ''): Promise<ContentPage | null> => {
    const state = listingStateFromQuery(queryOf(new URLSearchParams(listing)));
    const context = storefrontContext(edition);
    const tags = [CACHE_TAGS.pages, pageTag(seoUrl)];
    const result = await failedOncePerRequest(`catalogue ${edition} ${seoUrl} ${device} ${listing}`, () =>
      context.content.page(
        {
          url: seoUrl,
          filters: toListingFilters(state.filters),
          sort: state.sort,
          count: productCount(state, device),
          offset: 0,
        },
        {
          ...context.kept(listing ? LIFETIMES.listing : LIFETIMES.catalogue, tags),
          // A page made from the web edition (the page service failed) is kept for half a minute only.
          fallback: context.kept(LIFETIMES.fallbackPage, tags),
        },
      ),
    );
    return pageOrNull(result);
  },
);

import type { ContentError, ContentPage, ContentResult } from '@shop/content-client';
import { COOKIES, type Device, type EditionKey } from '@shop/editions';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { failedOncePerRequest } from '@/server/observe/failed-once';
import { contentClient, dataOrThrow, shopperOfRequest } from './content.server';
import { CACHE_TAGS, keptFor, LIFETIMES, pageTag } from './lifetimes';
import { deviceOfRequest, listingStateFromQuery, productCount, queryOf, toListingFilters } from './listing';

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
    const [shopper, device] = await Promise.all([shopperOfRequest(), deviceOfThisRequest()]);
    const count = productCount(state, device);
    // Next renders a failing page twice in one request: the second time fails at once (server/observe/failed-once.ts).
    const result = await failedOncePerRequest(
      `entry ${edition} ${seoUrl} ${listing} ${bundleId} ${count}`,
      () =>
        contentClient(edition).page(
          {
            url: seoUrl,
            filters: toListingFilters(state.filters),
            sort: state.sort,
            count,
            offset: 0,
            // A page of type bundle is reached with redirectBundleId (spec §2.2).
            ...(bundleId ? { params: { redirectBundleId: bundleId } } : {}),
          },
          { shopper, cache: 'no-store' },
        ),
    );
    return pageOrNull(result);
  },
);

/** The page size this request is rendered for (the `count` cookie, else a phone's own word): once per request. */
export const deviceOfThisRequest = cache(async (): Promise<Device> => {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  return deviceOfRequest(jar.get(COOKIES.count)?.value, (name) => head.get(name));
});

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
    const tags = [CACHE_TAGS.pages, pageTag(seoUrl)];
    const result = await failedOncePerRequest(`catalogue ${edition} ${seoUrl} ${device} ${listing}`, () =>
      contentClient(edition).page(
        {
          url: seoUrl,
          filters: toListingFilters(state.filters),
          sort: state.sort,
          count: productCount(state, device),
          offset: 0,
        },
        {
          ...keptFor(listing ? LIFETIMES.listing : LIFETIMES.catalogue, tags),
          // A page made from the web edition (the page service failed) is kept for half a minute only.
          fallback: keptFor(LIFETIMES.fallbackPage, tags),
        },
      ),
    );
    return pageOrNull(result);
  },
);

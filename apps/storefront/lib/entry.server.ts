import { type ContentPage, isContentError } from '@shop/content-client';
import { COOKIES, type EditionKey } from '@shop/editions';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { contentClient, shopperOfRequest } from './content.server';
import { deviceOfCount, listingStateFromQuery, productCount, queryOf, toListingFilters } from './listing';

/**
 * The content page of a path in a listing state (given as its query string, so React's per-request cache can
 * share one request between metadata and page).
 */
export const loadEntry = cache(
  async (edition: EditionKey, seoUrl: string, listing: string): Promise<ContentPage> => {
    const state = listingStateFromQuery(queryOf(new URLSearchParams(listing)));
    const [shopper, jar] = await Promise.all([shopperOfRequest(), cookies()]);
    const count = productCount(state, deviceOfCount(jar.get(COOKIES.count)?.value));
    try {
      return await contentClient(edition).page(
        { url: seoUrl, filters: toListingFilters(state.filters), sort: state.sort, count, offset: 0 },
        { shopper, cache: 'no-store' },
      );
    } catch (error) {
      if (isContentError(error) && error.code === 404) notFound();
      throw error;
    }
  },
);

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

import type { ContentCallOptions, SearchResult } from '@shop/content-client';
import type { Device, EditionKey } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import type { Metadata } from 'next';
import { contentClient, dataOrThrow } from './content.server';
import { type ListingState, productCount, toListingFilters } from './listing';
import { metaDescription } from './seo/description';
import { BRAND_NAME } from './site';

/** The content service's answer for a phrase in a listing state and page size; `null` without a phrase. */
export async function searchFor(
  edition: EditionKey,
  phrase: string,
  state: ListingState,
  device: Device,
  call: ContentCallOptions,
): Promise<SearchResult | null> {
  if (!phrase) return null;
  const input = {
    phrase,
    filters: toListingFilters(state.filters),
    sort: state.sort,
    count: productCount(state, device),
  };
  return dataOrThrow(await contentClient(edition).search(input, call));
}

/** Title and description of the search page; never indexed. */
export async function searchMetadata(edition: EditionKey, phrase: string): Promise<Metadata> {
  const intl = await getIntl(edition);
  return {
    title: phrase.trim() ? intl.t('search.title', { phrase }) : intl.t('shell.search.label'),
    description: metaDescription(intl.t('seo.search.description', { brand: BRAND_NAME })),
    robots: { index: false, follow: true },
  };
}

import type { SearchResult } from '@shop/content-client';
import type { Device, EditionKey } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import type { Metadata } from 'next';
import { dataOrThrow, storefrontContext } from './context.server';
import { CACHE_TAGS, LIFETIMES } from './lifetimes';
import { type ListingState, productCount, toListingFilters } from './listing';
import { metaDescription } from './seo/description';
import { BRAND_NAME } from './site';

/** Who a search answer is for: every shopper (kept, LIFETIMES.search) or this shopper alone (never kept). */
export type SearchAudience = 'everyone' | 'shopper';

/** The content service's answer for a phrase in a listing state and page size; `null` without a phrase. */
export async function searchFor(
  edition: EditionKey,
  phrase: string,
  state: ListingState,
  device: Device,
  audience: SearchAudience,
): Promise<SearchResult | null> {
  if (!phrase) return null;
  const input = {
    phrase,
    filters: toListingFilters(state.filters),
    sort: state.sort,
    count: productCount(state, device),
  };
  const context = storefrontContext(edition);
  // A kept search has no shopper constraints, like the kept catalogue.
  const call =
    audience === 'everyone'
      ? context.kept(LIFETIMES.search, [CACHE_TAGS.search])
      : await context.perShopper();
  return dataOrThrow(await context.content.search(input, call));
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

import { COOKIES, SEARCH_PHRASE_PARAM } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import { EmptyState, ListingLayout, ProductGrid, SearchSummary } from '@shop/ui';
import { activeFilterCount } from '@shop/ui/model';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { ListingFilters, ListingLoadMore, ListingSort } from '@/components/ListingControls';
import { TrackItemList } from '@/components/tracking/TrackEvent';
import { contentClient, shopperOfRequest } from '@/lib/content.server';
import { provideRequestI18n } from '@/lib/i18n.server';
import {
  deviceOfCount,
  filterOptions,
  listingStateFromQuery,
  productCount,
  type Query,
  toListingFilters,
  toTileData,
} from '@/lib/listing';
import { editionParam } from '@/lib/routing';
import { metaDescription } from '@/lib/seo/description';
import { BRAND_NAME } from '@/lib/site';
import { trackedList } from '@/lib/tracking/list';

type Props = { params: Promise<{ edition: string }>; searchParams: Promise<Query> };

async function phraseOf(searchParams: Promise<Query>): Promise<string> {
  const value = (await searchParams)[SEARCH_PHRASE_PARAM];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const edition = editionParam((await params).edition) ?? notFound();
  const intl = await getIntl(edition);
  return {
    title: intl.t('search.title', { phrase: await phraseOf(searchParams) }),
    description: metaDescription(intl.t('seo.search.description', { brand: BRAND_NAME })),
    robots: { index: false, follow: true },
  };
}

/** Search results (spec §2.3): the phrase and the product count, the tiles, or 'No search results found'. */
export default async function Search({ params, searchParams }: Props) {
  const edition = editionParam((await params).edition) ?? notFound();
  const phrase = await phraseOf(searchParams);
  await provideRequestI18n(edition);
  const state = listingStateFromQuery(await searchParams);
  const [shopper, jar] = await Promise.all([shopperOfRequest(), cookies()]);
  const result = phrase
    ? await contentClient(edition).search(
        {
          phrase,
          filters: toListingFilters(state.filters),
          sort: state.sort,
          count: productCount(state, deviceOfCount(jar.get(COOKIES.count)?.value)),
        },
        { shopper, cache: 'no-store' },
      )
    : null;
  const products = result?.products;
  return (
    <main className="page">
      {products?.items.length ? (
        <TrackItemList list={trackedList(products.items, { id: 'search', name: phrase }, BRAND_NAME)} />
      ) : null}
      <ListingLayout
        heading={<SearchSummary phrase={phrase} count={products?.total ?? 0} />}
        total={products?.total ?? 0}
        activeFilters={activeFilterCount(state.filters)}
        filters={
          products ? (
            <ListingFilters state={state} options={filterOptions(products.aggregations)} phrase={phrase} />
          ) : undefined
        }
        sort={products?.items.length ? <ListingSort state={state} phrase={phrase} /> : undefined}
        footer={
          products?.items.length ? (
            <ListingLoadMore
              state={state}
              shown={products.items.length}
              total={products.total}
              phrase={phrase}
            />
          ) : undefined
        }
      >
        {products?.items.length ? (
          <ProductGrid products={products.items.map(toTileData)} headingLevel={2} priorityCount={4} />
        ) : (
          <EmptyState kind="search" />
        )}
      </ListingLayout>
    </main>
  );
}

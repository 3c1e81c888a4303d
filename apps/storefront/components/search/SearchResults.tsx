import type { SearchResult } from '@shop/content-client';
import type { Device } from '@shop/editions';
import { EmptyState, ListingLayout, ProductGrid, SearchLinkGroups, SearchSummary } from '@shop/ui';
import { activeFilterCount } from '@shop/ui/model';
import { ListingFilters, ListingLoadMore, ListingSort } from '@/components/listing/ListingControls';
import { TrackItemList } from '@/components/tracking/TrackEvent';
import { filterOptions, firstRowTiles, type ListingState, toTileData } from '@/lib/listing';
import { BRAND_NAME } from '@/lib/site';
import { trackedList } from '@/lib/tracking/list';

/**
 * Search results (spec §2.3): the phrase and the product count (once), the categories and manufacturers the phrase
 * matches with their counts (§3's link groups), the tiles, or 'No search results found'.
 */
export function SearchResults({
  phrase,
  state,
  result,
  device,
}: {
  phrase: string;
  state: ListingState;
  result: SearchResult | null;
  /** The page size rendered for, which also decides how many tiles make the first row. */
  device: Device;
}) {
  const products = result?.products;
  return (
    <main className="page">
      {products?.items.length ? (
        <TrackItemList list={trackedList(products.items, { id: 'search', name: phrase }, BRAND_NAME)} />
      ) : null}
      <ListingLayout
        heading={
          <>
            <SearchSummary phrase={phrase} count={products?.total ?? 0} />
            <SearchLinkGroups
              categories={result?.categories ?? []}
              manufacturers={result?.manufacturers ?? []}
            />
          </>
        }
        total={products?.total ?? 0}
        countInHeading
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
          <ProductGrid
            products={products.items.map(toTileData)}
            headingLevel={2}
            priorityCount={firstRowTiles(device)}
          />
        ) : phrase.trim() ? (
          <EmptyState kind="search" />
        ) : null}
      </ListingLayout>
    </main>
  );
}

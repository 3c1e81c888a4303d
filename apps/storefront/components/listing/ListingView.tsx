import type { ContentPage } from '@shop/content-client';
import type { Device } from '@shop/editions';
import { EmptyState, ProductGrid } from '@shop/ui';
import { activeFilterCount } from '@shop/ui/model';
import {
  ListingFilters,
  ListingLayout,
  ListingLoadMore,
  ListingSort,
} from '@/components/islands/ListingIslands';
import { TrackItemList } from '@/components/tracking/TrackEvent';
import { filterOptions, firstRowTiles, type ListingState, toFilteredTileData } from '@/lib/listing';
import { BRAND_NAME } from '@/lib/site';
import { trackedList } from '@/lib/tracking/list';

/** A category or manufacturer page: the product grid with its filters, sort and load-more (spec §2.3). */
export function ListingView({
  page,
  state,
  device,
}: {
  page: Extract<ContentPage, { type: 'category' | 'manufacturer' }>;
  state: ListingState;
  /** The page size rendered for, which also decides how many tiles make the first row. */
  device: Device;
}) {
  const { products } = page;
  return (
    <main className="page">
      <TrackItemList
        list={trackedList(products.items, { id: page.self.id, name: page.self.title }, BRAND_NAME)}
      />
      <ListingLayout
        heading={page.self.title}
        total={products.total}
        activeFilters={activeFilterCount(state.filters)}
        filters={<ListingFilters state={state} options={filterOptions(products.aggregations)} />}
        sort={<ListingSort state={state} />}
        footer={<ListingLoadMore state={state} shown={products.items.length} total={products.total} />}
      >
        {products.items.length > 0 ? (
          <ProductGrid
            products={products.items.map(toFilteredTileData(state.filters.sizes))}
            headingLevel={2}
            priorityCount={firstRowTiles(device)}
          />
        ) : (
          <EmptyState kind="listing" />
        )}
      </ListingLayout>
    </main>
  );
}

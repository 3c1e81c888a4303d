import type { SortOption } from '@shop/editions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { EmptyState } from '../cart/EmptyState';
import { tiles } from '../test/fixtures';
import { Filters } from './Filters';
import { activeFilterCount, EMPTY_FILTERS, type FilterValue } from './filter-value';
import { ListingLayout } from './ListingLayout';
import { LoadMore } from './LoadMore';
import { ProductGrid } from './ProductGrid';
import { SortSelect } from './SortSelect';

function Category({ empty = false }: { empty?: boolean }) {
  const [filters, setFilters] = useState<FilterValue>(EMPTY_FILTERS);
  const [sort, setSort] = useState<SortOption>('popularity');
  const products = empty ? [] : tiles;
  return (
    <ListingLayout
      heading="Blutdruckmessgeräte"
      total={empty ? 0 : 120}
      activeFilters={activeFilterCount(filters)}
      filters={
        <Filters
          value={filters}
          onChange={setFilters}
          options={{
            sizes: [
              { value: 's', label: 'S', count: 4 },
              { value: 'm', label: 'M', count: 12 },
            ],
            price: { min: 19.99, max: 199 },
          }}
        />
      }
      sort={<SortSelect value={sort} onChange={setSort} />}
      footer={empty ? null : <LoadMore shown={products.length} total={120} onLoadMore={() => {}} />}
    >
      {empty ? <EmptyState kind="listing" /> : <ProductGrid products={products} />}
    </ListingLayout>
  );
}

const meta = {
  title: 'Listing/ListingLayout',
  component: ListingLayout,
  args: { heading: 'Blutdruckmessgeräte', total: 120, children: null },
  render: () => <Category />,
} satisfies Meta<typeof ListingLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CategoryPage: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const NoMatches: Story = { render: () => <Category empty /> };

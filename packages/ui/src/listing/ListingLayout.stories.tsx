import type { SortOption } from '@shop/editions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../cart/EmptyState';
import { tiles } from '../test/fixtures';
import { Filters } from './Filters';
import { activeFilterCount, EMPTY_FILTERS, type FilterValue } from './filter-value';
import { ListingLayout } from './ListingLayout';
import { LoadMore } from './LoadMore';
import { ProductGrid } from './ProductGrid';
import { SortSelect } from './SortSelect';

/**
 * A category page. `navigates`: a filter change renders a new listing, as the shop's navigation to the new URL does.
 */
function Category({ empty = false, navigates = false }: { empty?: boolean; navigates?: boolean }) {
  const [filters, setFilters] = useState<FilterValue>(EMPTY_FILTERS);
  const [sort, setSort] = useState<SortOption>('popularity');
  const products = empty ? [] : tiles;
  const total = empty ? 0 : navigates ? 120 - 30 * activeFilterCount(filters) : 120;
  return (
    <ListingLayout
      key={navigates ? JSON.stringify(filters) : undefined}
      heading="Blutdruckmessgeräte"
      total={total}
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
      footer={empty ? null : <LoadMore shown={products.length} total={total} onLoadMore={() => {}} />}
    >
      {/* Tiles are headed h2 under the page's h1, as in the shop (the filters' heading is not there on mobile). */}
      {empty ? <EmptyState kind="listing" /> : <ProductGrid products={products} headingLevel={2} />}
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

/** Filters in the sidebar and the sort beside the grid, both changing the listing's state. */
export const CategoryPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blutdruckmessgeräte' })).toBeVisible();
    await expect(canvas.getByText('120 Artikel')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Filter' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: /^M/ }));
    await expect(canvas.getByText('1 Filter aktiv')).toBeVisible();
    const sort = canvas.getByRole('combobox', { name: 'Sortieren nach' });
    await userEvent.selectOptions(sort, 'Preis absteigend');
    await expect(sort).toHaveValue('price-desc');
  },
};

/** On mobile the filters open in a drawer from the 'Filter' button, which then counts the active ones. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Filter' });
    await userEvent.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Filter' });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Nur verfügbare Artikel' }));
    await userEvent.click(within(drawer).getByRole('button', { name: '120 Artikel anzeigen' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Filter\s?1$/ })).toHaveFocus();
  },
};

/**
 * In the shop a filter change navigates and the new page renders a new listing: the drawer stays open there, with
 * focus on the control used and the new count to apply; the filter button takes focus when it closes.
 */
export const MobileFilterChangeNavigates: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => <Category navigates />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Filter' })).getByRole('checkbox', {
        name: 'Nur verfügbare Artikel',
      }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    const apply = await within(drawer).findByRole('button', { name: '90 Artikel anzeigen' });
    await waitFor(() =>
      expect(within(drawer).getByRole('checkbox', { name: 'Nur verfügbare Artikel' })).toHaveFocus(),
    );
    await userEvent.click(apply);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Filter\s?1$/ })).toHaveFocus());
  },
};

export const NoMatches: Story = {
  render: () => <Category empty />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine Artikel entsprechen Ihren Filtern.')).toBeVisible();
  },
};

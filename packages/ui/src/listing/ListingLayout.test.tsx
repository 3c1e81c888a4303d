import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { ListingLayout } from './ListingLayout';
import { SearchSummary } from './SearchSummary';

const filters = (
  <label>
    <input type="checkbox" /> Nur verfügbare Artikel
  </label>
);

describe('ListingLayout: heading, count, filters (drawer on mobile), sort, grid, load more', () => {
  it('shows the heading and the product count', () => {
    renderUi(
      <ListingLayout
        heading="Blutdruckmessgeräte"
        total={120}
        filters={filters}
        sort={<span>Sortierung</span>}
      >
        <p>Raster</p>
      </ListingLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Blutdruckmessgeräte' })).toBeTruthy();
    expect(screen.getByText('120 Artikel')).toBeTruthy();
    expect(screen.getByText('Sortierung')).toBeTruthy();
    expect(screen.getByText('Raster')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('a heading that states the count itself (the search summary) is the only count', () => {
    renderUi(
      <ListingLayout heading={<SearchSummary phrase="waage" count={120} />} total={120} countInHeading>
        <p>Raster</p>
      </ListingLayout>,
    );
    expect(screen.getByText('120 Artikel gefunden')).toBeTruthy();
    expect(screen.queryByText('120 Artikel')).toBeNull();
  });

  it('the filter button opens the filters in a drawer, which shows the count to apply and returns focus', async () => {
    const { user } = renderUi(
      <ListingLayout heading="Waagen" total={3} filters={filters} activeFilters={2}>
        <p>Raster</p>
      </ListingLayout>,
    );
    const toggle = screen.getByRole('button', { name: 'Filter 2' });
    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Filter' });
    expect(within(drawer).getByRole('checkbox', { name: 'Nur verfügbare Artikel' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(drawer).getByRole('button', { name: '3 Artikel anzeigen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('a filter change renders a new listing (the URL changed): its drawer opens again, on the control used', async () => {
    const named = (
      <label>
        <input type="checkbox" name="inStock" value="1" /> Nur verfügbare Artikel
      </label>
    );
    // A new page's listing: React renders it, then swaps it for the old one in one commit.
    const listing = (total: number) => (
      <ListingLayout key={total} heading="Waagen" total={total} filters={named}>
        <p>Raster</p>
      </ListingLayout>
    );
    const { user, rerender } = renderUi(listing(30));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Filter' })).getByRole('checkbox', {
        name: 'Nur verfügbare Artikel',
      }),
    );
    rerender(listing(12));
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(drawer).getByRole('button', { name: '12 Artikel anzeigen' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(drawer).getByRole('checkbox', { name: 'Nur verfügbare Artikel' }),
      ),
    );
    await user.click(within(drawer).getByRole('button', { name: '12 Artikel anzeigen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filter' })));
    // Closed, it is forgotten: the next listing starts closed.
    rerender(listing(5));
    expect(screen.getByText('5 Artikel')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no filter button without filters, and speaks Polish', () => {
    renderUi(
      <ListingLayout heading="Wyniki" total={5}>
        <p>Siatka</p>
      </ListingLayout>,
      'pl',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('5 produktów')).toBeTruthy();
  });
});

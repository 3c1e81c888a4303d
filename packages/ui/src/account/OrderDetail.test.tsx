import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHIPPED_ORDER } from '../test/account-fixtures';
import { plain, renderUi } from '../test/render';
import { OrderDetail } from './OrderDetail';

describe('OrderDetail', () => {
  it('a shipped order: status, tracking number and link, free shipping, items with their actions', () => {
    renderUi(<OrderDetail order={SHIPPED_ORDER} backHref="/uk/order-history" />, 'gb');
    expect(screen.getByRole('heading', { name: 'Order #1002' })).toBeTruthy();
    expect(screen.getByText('Shipped')).toBeTruthy();
    expect(screen.getByText('DHL123456')).toBeTruthy();
    const track = screen.getByRole('link', { name: 'Track shipment with DHL' });
    expect(track.getAttribute('href')).toBe('https://tracking.example/DHL123456');
    expect(track.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Free')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('rowheader').textContent).toBe('Blutdruckmessgerät BM 54');
    expect(first.getByRole('link', { name: 'Rate item' }).getAttribute('href')).toBe(
      '/de/p/bm-54-65501/#reviews',
    );
    expect(first.getByRole('link', { name: 'Return item' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to order history' }).getAttribute('href')).toBe(
      '/uk/order-history',
    );
  });

  it("every column has a name, and every data cell carries its column's name for the stacked phone layout", () => {
    renderUi(<OrderDetail order={SHIPPED_ORDER} backHref="/uk/order-history" />, 'gb');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Item',
      'Item number',
      'Colour',
      'Unit price',
      'Quantity',
      'Total',
      'Actions',
    ]);
    const [first] = screen.getAllByRole('row').slice(1);
    expect(
      [...(first as HTMLElement).querySelectorAll('td[data-label]')].map((cell) =>
        cell.getAttribute('data-label'),
      ),
    ).toEqual(['Item number', 'Colour', 'Unit price', 'Quantity', 'Total']);
  });

  it('an order in progress shows no tracking, and shipping costs as a price when not zero', () => {
    renderUi(
      <OrderDetail
        order={{ ...SHIPPED_ORDER, status: 'inProgress', tracking: [], shipping: 4.95 }}
        backHref="/de/order-history"
      />,
    );
    expect(screen.getByText('In Bearbeitung')).toBeTruthy();
    expect(screen.queryByText('Sendungsnummer')).toBeNull();
    expect(screen.queryByText('Kostenlos')).toBeNull();
    expect(plain(screen.getByText(/4,95/).textContent)).toBe('4,95 €');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDERS } from '../test/account-fixtures';
import { plain, renderUi } from '../test/render';
import { OrderHistory } from './OrderHistory';

describe('OrderHistory', () => {
  it("'No order available' without orders", () => {
    renderUi(<OrderHistory orders={[]} />, 'en');
    expect(screen.getByText('No order available')).toBeTruthy();
  });

  it('lists the orders in the given order, each linking to its detail with status and total', () => {
    renderUi(<OrderHistory orders={ORDERS} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bestellung #1002', '/de/order-history?order=1002'],
      ['Bestellung #1001', '/de/order-history?order=1001'],
    ]);
    expect(screen.getByText('Versendet')).toBeTruthy();
    expect(screen.getByText('In Bearbeitung')).toBeTruthy();
    expect(plain(screen.getByText(/84,90/).textContent)).toContain('84,90 €');
  });
});

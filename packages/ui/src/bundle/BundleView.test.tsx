import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { type BundleItemData, BundleView, bundleSaving } from './BundleView';

const items: BundleItemData[] = [
  { variantId: 'v1', quantity: 1, title: 'BM 54', url: '/uk/p/bm54/', image: null, price: 69.99 },
  { variantId: 'v2', quantity: 2, title: 'Cuff', url: '/uk/p/cuff/', image: null, price: 15 },
];

describe('BundleView', () => {
  it('saves the single prices times quantity minus the bundle price, never below 0', () => {
    expect(bundleSaving(items, 89.99)).toBe(10);
    expect(bundleSaving(items, 120)).toBe(0);
    expect(bundleSaving(items, null)).toBe(0);
    expect(bundleSaving([{ ...(items[0] as BundleItemData), price: null }], 50)).toBe(0);
  });

  it('lists the products with links, quantities and prices, the saving and the action', () => {
    renderUi(
      <BundleView
        title="Starter set"
        items={items}
        price={89.99}
        action={<button type="button">Add</button>}
      />,
      'gb',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Starter set' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cuff' }).getAttribute('href')).toBe('/uk/p/cuff/');
    expect(screen.getByText('2 pieces')).toBeTruthy();
    expect(screen.getByText('You save £10.00 with this bundle')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tiles } from '../test/fixtures';
import { renderUi } from '../test/render';
import { AccessoryTiles } from './AccessoryTiles';
import { AddToCartButton } from './AddToCartButton';

const [bm54, ft95, , em59] = tiles as [
  (typeof tiles)[0],
  (typeof tiles)[0],
  (typeof tiles)[0],
  (typeof tiles)[0],
];

describe('AccessoryTiles: accessories and spare parts as tiles with price, availability and add to cart', () => {
  it('groups the tiles under their sub-headings, each with its price, availability and action', async () => {
    const onAdd = vi.fn();
    const { user } = renderUi(
      <AccessoryTiles
        accessories={[
          { product: bm54, action: <AddToCartButton onAdd={onAdd} /> },
          { product: em59, action: <AddToCartButton onAdd={onAdd} disabled /> },
        ]}
        spareParts={[{ product: ft95 }]}
      />,
      'gb',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Accessories',
      'Spare parts',
    ]);
    const items = screen.getAllByRole('listitem').filter((li) => li.querySelector('article'));
    expect(items).toHaveLength(3);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 4, name: bm54.title })).toBeTruthy();
    // The UK shows a reduced price with its was-price (§3).
    expect(within(first).getByText('£69.99')).toBeTruthy();
    expect(within(first).getByText(/^Was £\d/)).toBeTruthy();
    expect(within(first).getByText('In stock')).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    const soldOut = items[1] as HTMLElement;
    expect(within(soldOut).getByText('Sold out')).toBeTruthy();
    expect((within(soldOut).getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('leaves out an empty group', () => {
    renderUi(<AccessoryTiles accessories={[]} spareParts={[{ product: ft95 }]} />, 'pl');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Części zamienne',
    ]);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tiles } from '../test/fixtures';
import { renderUi } from '../test/render';
import { ProductGrid } from './ProductGrid';

describe('ProductGrid', () => {
  it('lists every product as a list item, named by the label', () => {
    renderUi(<ProductGrid products={tiles} label="Blutdruckmessgeräte" />);
    const list = screen.getByRole('list', { name: 'Blutdruckmessgeräte' });
    expect(within(list).getAllByRole('article')).toHaveLength(tiles.length);
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(tiles.map((tile) => tile.title));
  });

  it('loads only the first row of images eagerly', () => {
    renderUi(<ProductGrid products={tiles} priorityCount={2} />);
    const loading = screen.getAllByRole('img').map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });
});

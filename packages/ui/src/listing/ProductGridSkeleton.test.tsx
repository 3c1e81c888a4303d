import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { ProductGridSkeleton } from './ProductGridSkeleton';

describe('ProductGridSkeleton: the grid while its products stream in', () => {
  it('reserves one tile box per product to come, in the grid the tiles use', () => {
    const { container } = renderUi(<ProductGridSkeleton count={6} />);
    const grid = container.querySelector('ul.shop-grid');
    expect(grid?.getAttribute('aria-hidden')).toBe('true');
    expect(grid?.querySelectorAll(':scope > li.shop-grid__item .shop-tile')).toHaveLength(6);
    expect(grid?.querySelectorAll('.shop-media[style*="aspect-ratio"]')).toHaveLength(6);
  });

  it('tells assistive technology that products are loading, in the edition’s language', () => {
    renderUi(<ProductGridSkeleton count={2} />, 'pl');
    expect(screen.getByRole('status').textContent).toBe('Ładowanie…');
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});

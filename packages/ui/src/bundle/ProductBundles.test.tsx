import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { ProductBundles } from './ProductBundles';

describe('ProductBundles', () => {
  it('links every bundle the product is part of, and renders nothing without one', () => {
    const { container, rerender } = renderUi(
      <ProductBundles bundles={[{ id: '1', title: 'Starter set', url: '/uk/b/starter/' }]} />,
      'gb',
    );
    expect(screen.getByRole('link', { name: 'Starter set' }).getAttribute('href')).toBe('/uk/b/starter/');
    rerender(<ProductBundles bundles={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

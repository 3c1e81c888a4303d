import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tiles } from '../test/fixtures';
import { renderUi } from '../test/render';
import { AddToCartButton } from './AddToCartButton';
import { ProductHighlight } from './ProductHighlight';

const [first, second] = tiles as [(typeof tiles)[0], (typeof tiles)[0]];

describe('ProductHighlight', () => {
  it('a section named by its headline with a tile per product, each with its action', async () => {
    const onAdd = vi.fn();
    const { user } = renderUi(
      <ProductHighlight
        headline="Our recommendation"
        tiles={[{ product: first, action: <AddToCartButton onAdd={onAdd} /> }, { product: second }]}
      />,
      'en',
    );
    const section = screen.getByRole('region', { name: 'Our recommendation' });
    const items = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('article'));
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement).getByRole('heading', { level: 3, name: first.title }),
    ).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('renders nothing without tiles', () => {
    const { container } = renderUi(<ProductHighlight headline="Our recommendation" tiles={[]} />, 'en');
    expect(container.innerHTML).toBe('');
  });
});

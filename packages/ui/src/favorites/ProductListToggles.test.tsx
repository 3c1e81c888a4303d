import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { StoryShopperLists } from '../test/StoryShopperLists';
import { ProductListToggles } from './ProductListToggles';

describe('a product’s favorite and compare toggles', () => {
  it('offers both, each acting on the product', async () => {
    const { user } = renderUi(
      <StoryShopperLists>
        <ProductListToggles productId="p1" categoryId="c1" />
      </StoryShopperLists>,
      'gb',
    );
    await user.click(screen.getByRole('button', { name: 'Add to favourites' }));
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compare' }).getAttribute('aria-pressed')).toBe('true');
  });
});

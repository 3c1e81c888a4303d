import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { ShopperListsProvider, useShopperLists } from './ShopperListsProvider';

function Announcer() {
  const lists = useShopperLists();
  return (
    <button type="button" onClick={() => lists.announce('Zu den Favoriten hinzugefügt')}>
      {lists.favorites.length}
    </button>
  );
}

const value = {
  favorites: ['a', 'b'],
  toggleFavorite: () => true,
  compare: { categoryId: null, ids: [] },
  toggleCompare: () => 'added' as const,
};

describe('the shopper’s lists reach every toggle, with one live region', () => {
  it('passes the lists down and fills its live region with what a toggle announces', async () => {
    const { user, container } = renderUi(
      <ShopperListsProvider value={value}>
        <Announcer />
      </ShopperListsProvider>,
    );
    const region = container.querySelector('[aria-live="polite"]') as HTMLElement;
    await user.click(screen.getByRole('button', { name: '2' }));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(region.textContent).toBe('Zu den Favoriten hinzugefügt');
    await user.click(screen.getByRole('button', { name: '2' }));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(region.textContent).toBe('Zu den Favoriten hinzugefügt');
  });
});

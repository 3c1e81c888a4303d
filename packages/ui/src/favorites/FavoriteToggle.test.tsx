import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { StoryShopperLists } from '../test/StoryShopperLists';
import { FavoriteToggle } from './FavoriteToggle';

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));

describe('favorites toggle: add if absent, remove if present (spec §4)', () => {
  it('adds, then removes, and says each through the live region', async () => {
    const { user, container } = renderUi(
      <StoryShopperLists>
        <FavoriteToggle productId="p1" />
      </StoryShopperLists>,
    );
    await user.click(screen.getByRole('button', { name: 'Zu den Favoriten hinzufügen' }));
    await nextFrame();
    expect(container.querySelector('[aria-live]')?.textContent).toBe('Zu den Favoriten hinzugefügt');
    await user.click(screen.getByRole('button', { name: 'Aus den Favoriten entfernen' }));
    await nextFrame();
    expect(container.querySelector('[aria-live]')?.textContent).toBe('Aus den Favoriten entfernt');
    expect(screen.getByRole('button', { name: 'Zu den Favoriten hinzufügen' })).toBeTruthy();
  });

  it('shows a stored favorite as one to remove; on the product page the text is visible', () => {
    renderUi(
      <StoryShopperLists favorites={['p1']}>
        <FavoriteToggle productId="p1" variant="page" />
      </StoryShopperLists>,
      'pl',
    );
    const button = screen.getByRole('button', { name: 'Usuń z ulubionych' });
    expect(button.getAttribute('data-active')).toBe('true');
    expect(button.querySelector('.shop-visually-hidden')).toBeNull();
  });

  it('without the shopper’s lists (a server render) it shows the add state and does nothing', async () => {
    const { user } = renderUi(<FavoriteToggle productId="p1" />);
    await user.click(screen.getByRole('button', { name: 'Zu den Favoriten hinzufügen' }));
    expect(screen.getByRole('button', { name: 'Zu den Favoriten hinzufügen' })).toBeTruthy();
  });

  it("on a tile the product's name joins the button's name, so a list's hearts tell apart", () => {
    renderUi(<FavoriteToggle productId="81" productName="BM 58" />, 'gb');
    expect(screen.getByRole('button', { name: 'Add to favourites: BM 58' })).toBeTruthy();
  });
});

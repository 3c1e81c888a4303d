import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../primitives/Toaster';
import { tiles } from '../test/fixtures';
import { renderUi } from '../test/render';
import { FavoritesFlyout } from './FavoritesFlyout';

describe('the header’s favorites flyout', () => {
  it('shows the same list in a drawer named Favorites, with a link to the favorites page', async () => {
    const onRemove = vi.fn();
    const onClose = vi.fn();
    const { user } = renderUi(
      <FavoritesFlyout
        open
        onClose={onClose}
        favoritesUrl="/de/favoriten"
        products={tiles.slice(0, 2)}
        status="ready"
        onRemove={onRemove}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Favoriten' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByRole('link', { name: 'Alle Favoriten anzeigen' }).getAttribute('href')).toBe(
      '/de/favoriten',
    );
    await user.click(
      within(dialog).getByRole('button', { name: `Aus den Favoriten entfernen: ${tiles[0]?.title}` }),
    );
    expect(onRemove).toHaveBeenCalledWith(tiles[0]?.id);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('draws its notices inside the drawer, where the keyboard reaches their Undo', async () => {
    const undo = vi.fn();
    const { user } = renderUi(
      <FavoritesFlyout
        open
        onClose={() => {}}
        favoritesUrl="/uk/favorites"
        products={tiles.slice(1, 2)}
        status="ready"
        onRemove={() => {}}
        notices={
          <Toaster
            toasts={[{ id: 't', tone: 'info', message: 'Removed', action: { label: 'Undo', onClick: undo } }]}
            onDismiss={() => {}}
          />
        }
      />,
      'gb',
    );
    const dialog = screen.getByRole('dialog', { name: 'Favourites' });
    const undoButton = within(within(dialog).getByRole('status')).getByRole('button', { name: 'Undo' });
    undoButton.focus();
    await user.keyboard('{Enter}');
    expect(undo).toHaveBeenCalledOnce();
  });

  it('says the list is empty in the drawer too', () => {
    renderUi(
      <FavoritesFlyout
        open
        onClose={() => {}}
        favoritesUrl="/pl/favorites"
        products={[]}
        status="ready"
        onRemove={() => {}}
      />,
      'pl',
    );
    expect(screen.getByRole('heading', { name: 'Nie masz produktów na liście ulubionych' })).toBeTruthy();
  });
});

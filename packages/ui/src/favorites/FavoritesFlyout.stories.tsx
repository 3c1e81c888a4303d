import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Toaster } from '../primitives/Toaster';
import { tiles } from '../test/fixtures';
import { FavoritesFlyout } from './FavoritesFlyout';

const meta = {
  title: 'Favorites/FavoritesFlyout',
  component: FavoritesFlyout,
  globals: { viewport: { value: 'laptop' } },
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  args: {
    open: true,
    onClose: fn(),
    favoritesUrl: '#favorites',
    products: tiles.slice(0, 2),
    status: 'ready',
    onRemove: fn(),
  },
} satisfies Meta<typeof FavoritesFlyout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoFavorites: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Favoriten' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Alle Favoriten anzeigen' })).toBeVisible();
  },
};

export const Empty: Story = { args: { products: [] } };

const undoRemoval = fn();

/** A favorite just removed: its Undo is in the drawer, reached with the keyboard (the page behind is inert). */
export const AfterARemoval: Story = {
  args: {
    products: tiles.slice(1, 2),
    notices: (
      <Toaster
        toasts={[
          {
            id: 'removed',
            tone: 'info',
            message: `${tiles[0]?.title} wurde aus Ihren Favoriten entfernt`,
            action: { label: 'Rückgängig', onClick: undoRemoval },
          },
        ]}
        onDismiss={fn()}
        duration={0}
      />
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Favoriten' });
    const undo = await screen.findByRole('button', { name: 'Rückgängig' });
    await expect(dialog).toContainElement(undo);
    undo.focus();
    await userEvent.keyboard('{Enter}');
    await expect(undoRemoval).toHaveBeenCalledOnce();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
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

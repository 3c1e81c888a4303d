import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FavoritesAction } from './FavoritesAction';

const meta = {
  title: 'Favorites/FavoritesAction',
  component: FavoritesAction,
  args: { href: '#favorites', count: 3, label: '3 Favoriten', onClick: fn() },
  decorators: [(Story) => <div className="shop-header">{Story()}</div>],
} satisfies Meta<typeof FavoritesAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensTheFlyout: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: '3 Favoriten' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const NoFavorites: Story = { args: { count: 0, label: 'Favoriten' } };

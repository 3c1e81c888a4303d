import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { StoryShopperLists } from '../test/StoryShopperLists';
import { FavoriteToggle } from './FavoriteToggle';

const meta = {
  title: 'Favorites/FavoriteToggle',
  component: FavoriteToggle,
  args: { productId: 'p-bm54', variant: 'page' },
  decorators: [(Story) => <StoryShopperLists>{Story()}</StoryShopperLists>],
} satisfies Meta<typeof FavoriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add if absent, remove if present; each change is said through the page's live region. */
export const Toggle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zu den Favoriten hinzufügen' }));
    const remove = canvas.getByRole('button', { name: 'Aus den Favoriten entfernen' });
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-live]')).toHaveTextContent('Zu den Favoriten hinzugefügt'),
    );
    await userEvent.click(remove);
    await expect(canvas.getByRole('button', { name: 'Zu den Favoriten hinzufügen' })).toBeVisible();
  },
};

export const OnATile: Story = {
  args: { variant: 'tile' },
  decorators: [
    (Story) => <div style={{ position: 'relative', width: '17rem', height: '6rem' }}>{Story()}</div>,
  ],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SearchLinkGroups } from './SearchLinkGroups';

const meta = {
  title: 'Listing/SearchLinkGroups',
  component: SearchLinkGroups,
  args: {
    categories: [
      { id: '12', url: '/de/c/blutdruckmessgeraete/', title: 'Blutdruckmessgeräte', count: 7 },
      { id: '14', url: '/de/c/waagen/', title: 'Waagen', count: 1 },
    ],
    manufacturers: [{ id: 'vitalis', url: '/de/m/vitalis/', title: 'Vitalis', count: 8 }],
  },
} satisfies Meta<typeof SearchLinkGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CategoriesAndManufacturers: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Blutdruckmessgeräte 7 Artikel' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Vitalis 8 Artikel' })).toHaveAttribute(
      'href',
      '/de/m/vitalis/',
    );
  },
};
export const CategoriesOnly: Story = { args: { manufacturers: [] } };
/** No group has a link: nothing is drawn, and the results keep their place. */
export const Empty: Story = { args: { categories: [], manufacturers: [] } };

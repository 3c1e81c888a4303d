import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductBundles } from './ProductBundles';

const meta = {
  title: 'Bundle/ProductBundles',
  component: ProductBundles,
  args: {
    bundles: [
      { id: '1', title: 'Blutdruck-Set', url: '/de/b/blutdruck-set/' },
      { id: '2', title: 'Reise-Set', url: '/de/b/reise-set/' },
    ],
  },
} satisfies Meta<typeof ProductBundles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoBundles: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

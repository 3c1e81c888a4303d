import type { Meta, StoryObj } from '@storybook/react-vite';
import { tiles } from '../test/fixtures';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Listing/ProductGrid',
  component: ProductGrid,
  args: {
    products: [...tiles, ...tiles.map((tile) => ({ ...tile, id: `${tile.id}-2` }))],
    label: 'Blutdruckmessgeräte',
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

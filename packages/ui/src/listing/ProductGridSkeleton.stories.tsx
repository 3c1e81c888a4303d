import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductGridSkeleton } from './ProductGridSkeleton';

const meta = {
  title: 'Listing/ProductGridSkeleton',
  component: ProductGridSkeleton,
  args: { count: 8 },
} satisfies Meta<typeof ProductGridSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

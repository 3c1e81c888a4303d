import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartPageSkeleton } from './CartPageSkeleton';

const meta = {
  title: 'Cart/CartPageSkeleton',
  component: CartPageSkeleton,
} satisfies Meta<typeof CartPageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLines: Story = {};
export const OneLineOnMobile: Story = { args: { lines: 1 }, globals: { viewport: { value: 'mobile' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartLines } from '../test/fixtures';
import { CartTotals } from './CartTotals';

const meta = {
  title: 'Cart/CartTotals',
  component: CartTotals,
  args: { subtotal: '334.93', lines: cartLines, freeShipping: { threshold: 400 } },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof CartTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RemainingForFreeShipping: Story = {};
export const FreeShippingReached: Story = { args: { freeShipping: { threshold: 50 } } };
export const NoSavingNoFreeShippingMessage: Story = { args: { lines: [], freeShipping: null } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { cartLines } from '../test/fixtures';
import { CartLine, CartLineList } from './CartLine';

const meta = {
  title: 'Cart/CartLine',
  component: CartLine,
  args: { line: cartLines[0] as (typeof cartLines)[number], onQuantityChange: fn(), onRemove: fn() },
  // A line is a list item: the stories put it in a list.
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0, maxWidth: '48rem' }}>
      <CartLine {...args} />
    </ul>
  ),
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSizeAndStrikethrough: Story = {};
export const Pending: Story = { args: { pending: true } };
export const Compact: Story = { args: { variant: 'compact' } };
export const WithoutImage: Story = { args: { line: cartLines[3] as (typeof cartLines)[number] } };
export const List: Story = {
  render: (args) => (
    <CartLineList
      lines={cartLines}
      pendingLineIds={['line-2']}
      onQuantityChange={args.onQuantityChange}
      onRemove={args.onRemove}
    />
  ),
};

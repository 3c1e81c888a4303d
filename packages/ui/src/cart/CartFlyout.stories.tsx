import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../primitives/Button';
import { cartLines } from '../test/fixtures';
import { CartFlyout, type CartFlyoutProps } from './CartFlyout';

function Demo(props: CartFlyoutProps) {
  const [open, setOpen] = useState(props.open);
  const [lines, setLines] = useState(props.lines);
  const subtotal = lines.reduce((sum, line) => sum + Number(line.unitPrice) * line.quantity, 0);
  return (
    <>
      <Button onClick={() => setOpen(true)}>In den Warenkorb</Button>
      <CartFlyout
        {...props}
        open={open}
        lines={lines}
        subtotal={subtotal}
        onClose={() => setOpen(false)}
        onQuantityChange={(id, quantity) => {
          props.onQuantityChange(id, quantity);
          setLines((all) => all.map((line) => (line.id === id ? { ...line, quantity } : line)));
        }}
        onRemove={(id) => {
          props.onRemove(id);
          setLines((all) => all.filter((line) => line.id !== id));
        }}
      />
    </>
  );
}

const meta = {
  title: 'Cart/CartFlyout',
  component: CartFlyout,
  args: {
    open: true,
    onClose: fn(),
    lines: cartLines.slice(0, 2),
    subtotal: 0,
    checkoutUrl: '#checkout',
    cartUrl: '#cart',
    freeShipping: { threshold: 300 },
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof CartFlyout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddedToCart: Story = {};
/** Above 3 lines the footer casts a shadow over the scrolling list. */
export const MoreThanThreeLines: Story = { args: { lines: cartLines } };
export const OpenedFromCartIcon: Story = { args: { reason: 'cart' } };
export const Empty: Story = { args: { lines: [] } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { cartLines } from '../test/fixtures';
import { CartPage, type CartPageProps } from './CartPage';

function Demo(props: CartPageProps) {
  const [lines, setLines] = useState(props.lines);
  const subtotal = lines.reduce((sum, line) => sum + Number(line.unitPrice) * line.quantity, 0);
  return (
    <CartPage
      {...props}
      lines={lines}
      subtotal={subtotal}
      onQuantityChange={(id, quantity) => {
        props.onQuantityChange(id, quantity);
        setLines((all) => all.map((line) => (line.id === id ? { ...line, quantity } : line)));
      }}
      onRemove={(id) => {
        props.onRemove(id);
        setLines((all) => all.filter((line) => line.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Cart/CartPage',
  component: CartPage,
  args: {
    lines: cartLines,
    subtotal: 0,
    checkoutUrl: '#checkout',
    continueShoppingHref: '#home',
    freeShipping: { threshold: 400 },
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {};
export const UpdateFailed: Story = { args: { error: 'Ihr Warenkorb konnte nicht aktualisiert werden.' } };
export const Empty: Story = { args: { lines: [] } };

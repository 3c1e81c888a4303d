import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { cartLines } from '../test/fixtures';
import { CartBody, type CartBodyProps } from './CartBody';

/** The shared parts, stacked without a frame (CartPage and CartFlyout each lay them out in their own). */
function Parts(cart: CartBodyProps) {
  return (
    <div style={{ maxWidth: '28rem' }}>
      {cart.lines.length > 0 ? (
        <>
          <CartBody.Lines cart={cart} variant="compact" />
          <CartBody.Checkout cart={cart}>
            <a href="#cart">View cart</a>
          </CartBody.Checkout>
        </>
      ) : (
        <CartBody.Empty cart={cart} href="#home" />
      )}
    </div>
  );
}

const meta = {
  title: 'Cart/CartBody',
  component: Parts,
  args: {
    lines: cartLines,
    subtotal: '189.97',
    checkoutUrl: '#checkout',
    onQuantityChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof Parts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Zur Kasse' })).toBeTruthy();
  },
};

export const Empty: Story = { args: { lines: [] } };

export const Unavailable: Story = { args: { lines: [], unavailable: true } };

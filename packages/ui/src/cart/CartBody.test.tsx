import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartLines } from '../test/fixtures';
import { renderUi } from '../test/render';
import { CartBody, type CartBodyProps, useCartBody } from './CartBody';

const cart: CartBodyProps = {
  lines: cartLines,
  subtotal: '189.97',
  checkoutUrl: 'https://shop.example.com/checkouts/c1',
  onQuantityChange: () => {},
  onRemove: () => {},
};

function Count({ body }: { body: CartBodyProps }) {
  const { quantity } = useCartBody(true, body);
  return <p>{quantity}</p>;
}

describe('CartBody: the parts the cart page and the flyout share', () => {
  it('counts items, not lines', () => {
    renderUi(<Count body={cart} />, 'en');
    const items = cartLines.reduce((sum, line) => sum + line.quantity, 0);
    expect(items).toBeGreaterThan(cartLines.length);
    expect(screen.getByText(String(items))).toBeTruthy();
  });

  it("Checkout: the checkout link in the size asked for, then the frame's own link", () => {
    renderUi(
      <CartBody.Checkout cart={cart} size="lg">
        <a href="/de/cart/">View cart</a>
      </CartBody.Checkout>,
      'en',
    );
    const checkout = screen.getByRole('link', { name: 'Go to checkout' });
    expect(checkout.getAttribute('href')).toBe(cart.checkoutUrl);
    expect(checkout.className).toContain('lg');
    expect(screen.getByRole('link', { name: 'View cart' })).toBeTruthy();
  });

  it('Empty: an empty cart, or one that could not be loaded, with the way back when given', () => {
    const { unmount } = renderUi(<CartBody.Empty cart={{ ...cart, lines: [] }} />, 'en');
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderUi(<CartBody.Empty cart={{ ...cart, lines: [], unavailable: true }} href="/de/" />, 'en');
    expect(screen.getByRole('heading', { name: 'Your cart cannot be shown right now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/de/');
  });

  it('Lines: one item per line with its remove control', () => {
    renderUi(<CartBody.Lines cart={cart} headingLevel={2} />, 'en');
    expect(screen.getAllByRole('listitem')).toHaveLength(cartLines.length);
  });
});

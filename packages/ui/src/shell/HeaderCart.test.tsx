import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { HeaderCart } from './HeaderCart';

describe('HeaderCart', () => {
  it('names the count; a click opens the flyout when a handler is given', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(<HeaderCart count={3} href="/de/cart" onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Warenkorb, 3 Artikel' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a link to the cart page otherwise, with Polish plurals', () => {
    renderUi(<HeaderCart count={5} href="/de/cart" />, 'pl');
    expect(screen.getByRole('link', { name: 'Koszyk, 5 produktów' }).getAttribute('href')).toBe('/de/cart');
  });

  it('an empty cart says so; a large count shows 99+', () => {
    const { rerender } = renderUi(<HeaderCart count={0} href="/de/cart" />);
    expect(screen.getByRole('link', { name: 'Warenkorb, leer' })).toBeTruthy();
    rerender(<HeaderCart count={120} href="/de/cart" />);
    expect(screen.getByText('99+')).toBeTruthy();
  });
});

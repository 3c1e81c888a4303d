import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cartLines } from '../test/fixtures';
import { plain, renderUi } from '../test/render';
import { CartFlyout } from './CartFlyout';
import type { CartLineData } from './CartLine';

function Shop({
  lines: initial,
  onRemove = () => {},
}: {
  lines: CartLineData[];
  onRemove?: (id: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        In den Warenkorb
      </button>
      <CartFlyout
        open={open}
        onClose={() => setOpen(false)}
        lines={lines}
        subtotal="174.98"
        checkoutUrl="https://shop.example.com/checkouts/c1"
        cartUrl="/de/cart"
        onQuantityChange={(id, quantity) =>
          setLines((all) => all.map((l) => (l.id === id ? { ...l, quantity } : l)))
        }
        onRemove={(id) => {
          onRemove(id);
          setLines((all) => all.filter((l) => l.id !== id));
        }}
      />
    </>
  );
}

describe('CartFlyout: a cart that could not be loaded', () => {
  it('says so instead of empty, without checkout', () => {
    renderUi(
      <CartFlyout
        open
        onClose={() => {}}
        reason="cart"
        lines={[]}
        unavailable
        subtotal="0"
        checkoutUrl=""
        cartUrl="/uk/cart"
        onQuantityChange={() => {}}
        onRemove={() => {}}
      />,
      'gb',
    );
    const dialog = screen.getByRole('dialog', { name: 'Cart' });
    expect(within(dialog).getByRole('heading', { name: 'Your cart cannot be shown right now' })).toBeTruthy();
    expect(within(dialog).queryByText('Your cart is empty')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Checkout' })).toBeNull();
  });
});

describe("CartFlyout: opens on add, 'Added to cart'", () => {
  it('opens as a dialog headed "Added to cart" with focus inside, and returns focus on Escape', async () => {
    const { user } = renderUi(<Shop lines={cartLines.slice(0, 2)} />);
    const add = screen.getByRole('button', { name: 'In den Warenkorb' });
    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'In den Warenkorb gelegt' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(add);
  });

  it('lists the lines with count, totals and the checkout and cart links', async () => {
    const { user } = renderUi(<Shop lines={cartLines.slice(0, 2)} />);
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByText('3 Artikel')).toBeTruthy();
    expect(plain(within(dialog).getByText('Gesamtsumme').nextElementSibling?.textContent)).toBe('174,98 €');
    expect(within(dialog).getByRole('link', { name: 'Zur Kasse' }).getAttribute('href')).toBe(
      'https://shop.example.com/checkouts/c1',
    );
    expect(within(dialog).getByRole('link', { name: 'Zum Warenkorb' }).getAttribute('href')).toBe('/de/cart');
  });

  it('shows the shadow only above 3 lines', async () => {
    const three = renderUi(<Shop lines={cartLines.slice(0, 3)} />);
    await three.user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(document.querySelector('.shop-flyout__lines')?.hasAttribute('data-shadow')).toBe(false);
    three.unmount();
    const four = renderUi(<Shop lines={cartLines.slice(0, 4)} />);
    await four.user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(document.querySelector('.shop-flyout__lines')?.hasAttribute('data-shadow')).toBe(true);
  });

  it('announces a cart update and shows the empty cart after the last removal', async () => {
    const onRemove = vi.fn();
    const { user } = renderUi(<Shop lines={cartLines.slice(0, 1)} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const live = document.querySelector('.shop-dialog [aria-live]') as HTMLElement;
    expect(live.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Menge erhöhen' }));
    expect(live.textContent).toBe('Ihr Warenkorb wurde aktualisiert.');
    await user.click(screen.getByRole('button', { name: /aus dem Warenkorb entfernen/ }));
    expect(onRemove).toHaveBeenCalledWith('line-1');
    expect(screen.getByRole('heading', { name: 'Ihr Warenkorb ist leer' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).toBeNull();
    // Nothing reads as just added any more.
    expect(screen.getByRole('dialog', { name: 'Warenkorb' })).toBeTruthy();
  });

  it('a change the backend refused (rolled back) is not announced as an update; one it took is', () => {
    const one = cartLines.slice(0, 1);
    const flyout = (lines: CartLineData[], pending: string[]) => (
      <CartFlyout
        open
        onClose={() => {}}
        lines={lines}
        pendingLineIds={pending}
        subtotal="0"
        checkoutUrl="https://shop.example.com/checkouts/c1"
        cartUrl="/de/cart"
        onQuantityChange={() => {}}
        onRemove={() => {}}
      />
    );
    const two = one.map((line) => ({ ...line, quantity: line.quantity + 1 }));
    const { rerender } = renderUi(flyout(one, []));
    const live = document.querySelector('.shop-dialog [aria-live]') as HTMLElement;
    rerender(flyout(two, ['line-1']));
    expect(live.textContent).toBe('');
    rerender(flyout(one, []));
    expect(live.textContent).toBe('');
    rerender(flyout(two, ['line-1']));
    rerender(flyout(two, []));
    expect(live.textContent).toBe('Ihr Warenkorb wurde aktualisiert.');
  });

  it('speaks Polish and reads "Koszyk" when opened from the cart icon', async () => {
    renderUi(
      <CartFlyout
        open
        reason="cart"
        onClose={() => {}}
        lines={cartLines.slice(0, 1)}
        subtotal="139.98"
        checkoutUrl="/checkout"
        cartUrl="/pl/cart"
        onQuantityChange={() => {}}
        onRemove={() => {}}
      />,
      'pl',
    );
    expect(screen.getByRole('dialog', { name: 'Koszyk' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do kasy' })).toBeTruthy();
    expect(screen.getByText('2 produkty')).toBeTruthy();
  });
});

describe('CartFlyout: the content notes', () => {
  it("lists the cart-flyout-snippet's notes under the links", () => {
    renderUi(
      <CartFlyout
        open
        onClose={() => {}}
        reason="cart"
        lines={cartLines}
        subtotal="10"
        checkoutUrl="https://shop.example.com/checkouts/c1"
        cartUrl="/uk/cart"
        onQuantityChange={() => {}}
        onRemove={() => {}}
        notes={[{ text: 'Free delivery from £39' }]}
      />,
      'gb',
    );
    const notes = within(screen.getByRole('dialog')).getByRole('list', { name: 'Good to know' });
    expect(within(notes).getByRole('listitem').textContent).toBe('Free delivery from £39');
  });
});

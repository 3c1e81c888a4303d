import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cartLines } from '../test/fixtures';
import { plain, renderUi } from '../test/render';
import type { CartLineData } from './CartLine';
import { CartPage, type CartPageProps } from './CartPage';

const base: Omit<CartPageProps, 'lines'> = {
  subtotal: '189.97',
  checkoutUrl: 'https://shop.example.com/checkouts/c1',
  continueShoppingHref: '/de/',
  onQuantityChange: () => {},
  onRemove: () => {},
};

function Stateful({ initial, onRemove }: { initial: CartLineData[]; onRemove: (id: string) => void }) {
  const [lines, setLines] = useState(initial);
  return (
    <CartPage
      {...base}
      lines={lines}
      onQuantityChange={(id, quantity) =>
        setLines((all) => all.map((l) => (l.id === id ? { ...l, quantity } : l)))
      }
      onRemove={(id) => {
        onRemove(id);
        setLines((all) => all.filter((l) => l.id !== id));
      }}
    />
  );
}

describe('CartPage: lines, totals, checkout; empty state', () => {
  it('a cart that could not be loaded says so instead of empty, with the way back to shopping', () => {
    renderUi(<CartPage {...base} lines={[]} unavailable />, 'en');
    expect(screen.getByRole('heading', { name: 'Your cart cannot be shown right now' })).toBeTruthy();
    expect(screen.getByText('Your items are kept. Please try again in a few minutes.')).toBeTruthy();
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/de/');
  });

  it('shows heading and item count, the lines, totals with saving, and checkout to the checkoutUrl', () => {
    renderUi(<CartPage {...base} lines={cartLines.slice(0, 2)} freeShipping={{ threshold: 200 }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeTruthy();
    expect(screen.getByText('3 Artikel')).toBeTruthy();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(plain(screen.getByText(/Sie sparen/).textContent)).toBe('Sie sparen 40,00 €');
    expect(plain(screen.getByText(/kostenlosen Versand/).textContent)).toBe(
      'Nur noch 10,03 € bis zum kostenlosen Versand',
    );
    expect(screen.getByRole('link', { name: 'Zur Kasse' }).getAttribute('href')).toBe(
      'https://shop.example.com/checkouts/c1',
    );
  });

  it('changes a quantity, announces the update, removes a line and then shows the empty cart', async () => {
    const onRemove = vi.fn();
    const { user, container } = renderUi(<Stateful initial={cartLines.slice(0, 1)} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Menge erhöhen' }));
    expect(container.querySelector('[aria-live]')?.textContent).toBe('Ihr Warenkorb wurde aktualisiert.');
    await user.click(screen.getByRole('button', { name: /aus dem Warenkorb entfernen/ }));
    expect(onRemove).toHaveBeenCalledWith('line-1');
    expect(screen.getByRole('heading', { name: 'Ihr Warenkorb ist leer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' }).getAttribute('href')).toBe('/de/');
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).toBeNull();
  });

  it('announces nothing when the cart arrives after the page (session still loading)', () => {
    const { rerender, container } = renderUi(<CartPage {...base} lines={[]} />);
    rerender(<CartPage {...base} lines={cartLines.slice(0, 2)} />);
    expect(container.querySelector('[aria-live]')?.textContent).toBe('');
  });

  it('shows a failed change as an alert, the lines unchanged', () => {
    renderUi(
      <CartPage
        {...base}
        lines={cartLines.slice(0, 1)}
        error="Ihr Warenkorb konnte nicht aktualisiert werden."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Ihr Warenkorb konnte nicht aktualisiert werden.');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('speaks Polish', () => {
    renderUi(<CartPage {...base} lines={[]} />, 'pl');
    expect(screen.getByRole('heading', { level: 1, name: 'Koszyk' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Twój koszyk jest pusty' })).toBeTruthy();
  });
});

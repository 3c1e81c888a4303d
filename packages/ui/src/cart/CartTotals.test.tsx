import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartLines } from '../test/fixtures';
import { plain, renderUi } from '../test/render';
import { CartTotals } from './CartTotals';
import { cartSaving, freeShippingState } from './cart-saving';

describe('cartSaving: sum of (strikethrough − price) × quantity', () => {
  it('adds only lines with a higher strikethrough price', () => {
    // (89.99 − 69.99) × 2 + (44.99 − 39.99) × 1 = 45
    expect(cartSaving(cartLines)).toBe(45);
    expect(cartSaving([{ unitPrice: '10', compareAtUnitPrice: '8', quantity: 3 }])).toBe(0);
    expect(cartSaving([{ unitPrice: 'x', compareAtUnitPrice: '8', quantity: 3 }])).toBe(0);
    expect(cartSaving([{ unitPrice: '0.1', compareAtUnitPrice: '0.3', quantity: 3 }])).toBe(0.6);
  });
});

describe('freeShippingState: threshold reached, or a free-shipping product in the cart', () => {
  it('gives the remaining amount below the threshold, rounded to cents', () => {
    expect(freeShippingState('30.10', { threshold: 50 })).toEqual({ reached: false, remaining: 19.9 });
    expect(freeShippingState('50', { threshold: 50 })).toEqual({ reached: true, remaining: null });
    expect(freeShippingState('5', { threshold: 50, hasFreeShippingProduct: true })).toEqual({
      reached: true,
      remaining: null,
    });
    expect(freeShippingState('5', { threshold: null })).toEqual({ reached: false, remaining: null });
  });
});

describe('CartTotals', () => {
  it('shows subtotal, total, the saving and the German VAT copy', () => {
    const { container } = renderUi(<CartTotals subtotal="334.93" total="334.93" lines={cartLines} />);
    const rows = Array.from(container.querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      plain(dt.nextElementSibling?.textContent),
    ]);
    expect(rows).toEqual([
      ['Zwischensumme', '334,93 €'],
      ['Gesamtsumme', '334,93 €'],
    ]);
    expect(plain(screen.getByText(/Sie sparen/).textContent)).toBe('Sie sparen 45,00 €');
    expect(plain(screen.getByText(/MwSt/).textContent)).toBe('inkl. 19 % MwSt.');
  });

  it('shows no saving when there is none', () => {
    renderUi(<CartTotals subtotal="10" lines={[]} />);
    expect(screen.queryByText(/Sie sparen/)).toBeNull();
  });

  it('free shipping: says how much more to order', () => {
    renderUi(<CartTotals subtotal="30" lines={[]} freeShipping={{ threshold: 50 }} />);
    expect(plain(screen.getByText(/kostenlosen Versand/).textContent)).toBe(
      'Nur noch 20,00 € bis zum kostenlosen Versand',
    );
  });

  it('free shipping: reached at the threshold or with a free-shipping product', () => {
    const { unmount } = renderUi(<CartTotals subtotal="50" lines={[]} freeShipping={{ threshold: 50 }} />);
    expect(screen.getByText('Ihre Bestellung wird versandkostenfrei geliefert')).toBeTruthy();
    unmount();
    renderUi(
      <CartTotals subtotal="5" lines={[]} freeShipping={{ threshold: 50, hasFreeShippingProduct: true }} />,
    );
    expect(screen.getByText('Ihre Bestellung wird versandkostenfrei geliefert')).toBeTruthy();
  });

  it('pl: PLN, the 23% VAT copy and Polish texts', () => {
    renderUi(<CartTotals subtotal="120" lines={[]} freeShipping={{ threshold: 200 }} />, 'pl');
    expect(screen.getByText('Suma częściowa')).toBeTruthy();
    expect(plain(screen.getByText(/VAT/).textContent)).toMatch(/23/);
    expect(plain(screen.getByText(/Brakuje/).textContent)).toBe('Brakuje tylko 80,00 zł do darmowej dostawy');
  });

  it('gb: VAT included', () => {
    renderUi(<CartTotals subtotal="12" lines={[]} />, 'gb');
    expect(screen.getByText('VAT included')).toBeTruthy();
  });
});

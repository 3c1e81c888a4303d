import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { ProductPurchase, type ProductPurchaseProps } from './ProductPurchase';
import type { SizeOption } from './SizeSelector';

const sizes: SizeOption[] = [
  { id: 'v-s', label: 'S', available: true },
  { id: 'v-m', label: 'M', available: false },
];

function Harness(props: Partial<ProductPurchaseProps> & { onAddToCart: (id: string | null) => void }) {
  const [size, setSize] = useState<string | null>(props.selectedSizeId ?? null);
  return <ProductPurchase sizes={sizes} {...props} selectedSizeId={size} onSizeChange={setSize} />;
}

describe("ProductPurchase: size must be chosen where sizes exist ('Choose a size')", () => {
  it('adding without a size shows the message and does not add', async () => {
    const onAdd = vi.fn();
    const { user } = renderUi(<Harness onAddToCart={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie eine Größe');
  });

  it('choosing a size clears the message; adding passes the variant id', async () => {
    const onAdd = vi.fn();
    const { user } = renderUi(<Harness onAddToCart={onAdd} />, 'pl');
    await user.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    expect(screen.getByRole('alert').textContent).toBe('Wybierz rozmiar');
    await user.click(screen.getByRole('radio', { name: 'S' }));
    expect(screen.getByRole('alert').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    expect(onAdd).toHaveBeenCalledWith('v-s');
  });

  it('a product without sizes is added as it is', async () => {
    const onAdd = vi.fn();
    const { user } = renderUi(<Harness sizes={[]} onAddToCart={onAdd} purchaseLimit={2} />);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('Max. 2 Artikel pro Haushalt')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onAdd).toHaveBeenCalledWith(null);
  });

  it('sold out: shows the status and cannot add', () => {
    renderUi(<Harness onAddToCart={() => {}} availability="soldOut" />);
    expect(screen.getByText('Ausverkauft')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'In den Warenkorb' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('back in stock shortly: shows the status and offers no add (the back-in-stock form is its action)', () => {
    renderUi(<Harness sizes={[]} onAddToCart={() => {}} availability="backInStockShortly" />, 'en');
    expect(screen.getByText('Back in stock shortly')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the cart holding the purchase limit: an add is refused and the limit is said as an alert', async () => {
    const onAdd = vi.fn();
    const { user, rerender } = renderUi(
      <Harness sizes={[]} onAddToCart={onAdd} purchaseLimit={2} quantityInCart={1} />,
      'en',
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Harness sizes={[]} onAddToCart={onAdd} purchaseLimit={2} quantityInCart={2} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('Max. 2 items per household');
  });

  it('a preselected unavailable size shows "Size not available" and cannot be added', () => {
    renderUi(<Harness onAddToCart={() => {}} selectedSizeId="v-m" availability="inStock" />);
    expect(screen.getByText('Größe nicht verfügbar')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'In den Warenkorb' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

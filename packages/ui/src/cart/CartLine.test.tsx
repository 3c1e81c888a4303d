import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartLines } from '../test/fixtures';
import { plain, renderUi } from '../test/render';
import { CartLine, CartLineList } from './CartLine';

const line = cartLines[0] as (typeof cartLines)[number];

function renderLine(overrides: Partial<Parameters<typeof CartLine>[0]> = {}, edition: 'de' | 'pl' = 'de') {
  const onQuantityChange = vi.fn();
  const onRemove = vi.fn();
  const result = renderUi(
    <ul>
      <CartLine line={line} onQuantityChange={onQuantityChange} onRemove={onRemove} {...overrides} />
    </ul>,
    edition,
  );
  return { ...result, onQuantityChange, onRemove };
}

describe('CartLine', () => {
  it('shows title (linked), size, unit price with strikethrough and the line total', () => {
    const { container } = renderLine();
    expect(screen.getByRole('link', { name: line.title }).getAttribute('href')).toBe('/de/p/bm54/');
    expect(screen.getByText('Größe: M (22–36 cm)')).toBeTruthy();
    expect(screen.getByText('Stückpreis')).toBeTruthy();
    expect(plain(container.querySelector('s')?.textContent)).toContain('89,99 €');
    expect(plain(container.querySelector('.shop-cart-line__total')?.textContent)).toBe('139,98 €');
  });

  it('changes the quantity of this line by id', async () => {
    const { user, onQuantityChange } = renderLine();
    await user.click(screen.getByRole('button', { name: 'Menge erhöhen' }));
    expect(onQuantityChange).toHaveBeenCalledWith('line-1', 3);
    expect(screen.getByRole('spinbutton', { name: `Menge von ${line.title}` })).toBeTruthy();
  });

  it('removes the line with a button naming the product (Polish)', async () => {
    const { user, onRemove } = renderLine({}, 'pl');
    const remove = screen.getByRole('button', { name: `Usuń ${line.title} z koszyka` });
    expect(remove.textContent).toBe('Usuń');
    await user.click(remove);
    expect(onRemove).toHaveBeenCalledWith('line-1');
  });

  it('while pending: busy, and neither remove nor the stepper act', async () => {
    const { user, onRemove, onQuantityChange } = renderLine({ pending: true });
    expect(screen.getByRole('listitem').getAttribute('aria-busy')).toBe('true');
    await user.click(screen.getByRole('button', { name: `${line.title} aus dem Warenkorb entfernen` }));
    await user.click(screen.getByRole('button', { name: 'Menge erhöhen' }));
    expect(onRemove).not.toHaveBeenCalled();
    expect(onQuantityChange).not.toHaveBeenCalled();
  });

  it('CartLineList marks only the pending lines busy', () => {
    renderUi(
      <CartLineList
        lines={cartLines}
        pendingLineIds={['line-2']}
        onQuantityChange={() => {}}
        onRemove={() => {}}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-busy'))).toEqual([null, 'true', null, null]);
  });
});

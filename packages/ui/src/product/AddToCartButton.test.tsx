import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { AddToCartButton } from './AddToCartButton';

describe('AddToCartButton', () => {
  it('adds on click, in German and Polish', async () => {
    const onAdd = vi.fn();
    const { user, unmount } = renderUi(<AddToCartButton onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    unmount();
    renderUi(<AddToCartButton onAdd={onAdd} />, 'pl');
    expect(screen.getByRole('button', { name: 'Dodaj do koszyka' })).toBeTruthy();
  });

  it('while pending: busy, says "Adding…", ignores clicks', async () => {
    const onAdd = vi.fn();
    const { user } = renderUi(<AddToCartButton onAdd={onAdd} pending />);
    const button = screen.getByRole('button', { name: 'Wird hinzugefügt …' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('disabled when nothing can be added', async () => {
    const onAdd = vi.fn();
    const { user } = renderUi(<AddToCartButton onAdd={onAdd} disabled />);
    const button = screen.getByRole('button', { name: 'In den Warenkorb' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });
});

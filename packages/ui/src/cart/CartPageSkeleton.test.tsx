import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { CartPageSkeleton } from './CartPageSkeleton';

describe('CartPageSkeleton: the cart page while the cart loads', () => {
  it('shows the real heading and says it is loading, while lines and summary are placeholders', () => {
    const { container } = renderUi(<CartPageSkeleton lines={3} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    expect(container.querySelectorAll('.shop-cart-skeleton__line')).toHaveLength(3);
    expect(container.querySelector('.shop-cart-page__body')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

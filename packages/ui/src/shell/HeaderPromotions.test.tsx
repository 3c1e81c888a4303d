import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { HeaderPromotions, PROMOTION_ROTATE_MS } from './HeaderPromotions';

const items = [
  { text: 'Kostenloser Versand ab 49 €', href: null },
  { text: '30 Tage Rückgaberecht', href: '/de/versand/' },
  { text: '3 Jahre Garantie', href: null },
];
const shown = () => screen.getAllByRole('listitem', { hidden: true }).filter((item) => !item.hidden);

describe('HeaderPromotions', () => {
  it('shows one promotion at a time and rotates; pause stops it, play goes on', () => {
    vi.useFakeTimers();
    try {
      renderUi(<HeaderPromotions items={items} />);
      expect(screen.getByRole('region', { name: 'Aktuelle Angebote' })).toBeTruthy();
      expect(shown().map((item) => item.textContent)).toEqual(['Kostenloser Versand ab 49 €']);
      act(() => vi.advanceTimersByTime(PROMOTION_ROTATE_MS));
      expect(shown()[0]?.textContent).toBe('30 Tage Rückgaberecht');
      expect(screen.getByRole('link', { name: '30 Tage Rückgaberecht' }).getAttribute('href')).toBe(
        '/de/versand/',
      );
      act(() => screen.getByRole('button', { name: 'Angebote anhalten' }).click());
      act(() => vi.advanceTimersByTime(PROMOTION_ROTATE_MS * 3));
      expect(shown()[0]?.textContent).toBe('30 Tage Rückgaberecht');
      act(() => screen.getByRole('button', { name: 'Angebote abspielen' }).click());
      act(() => vi.advanceTimersByTime(PROMOTION_ROTATE_MS));
      expect(shown()[0]?.textContent).toBe('3 Jahre Garantie');
      act(() => vi.advanceTimersByTime(PROMOTION_ROTATE_MS));
      expect(shown()[0]?.textContent).toBe('Kostenloser Versand ab 49 €');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a single promotion has no pause button; none render nothing', () => {
    const { unmount } = renderUi(<HeaderPromotions items={items.slice(0, 1)} />, 'pl');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const { container } = renderUi(<HeaderPromotions items={[]} />);
    expect(container.textContent).toBe('');
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { Popover } from './Popover';

const ui = (hover = false) => (
  <>
    <Popover trigger={<span>Versandinfo</span>} hover={hover}>
      <p>Versand in 2–3 Tagen</p>
      <a href="/de/versand/">Mehr</a>
    </Popover>
    <p>Außen</p>
  </>
);
const button = () => screen.getByRole('button', { name: 'Versandinfo' });

describe('Popover', () => {
  it('a click toggles it; a click outside closes it', async () => {
    const { user } = renderUi(ui());
    const text = () => screen.getByText('Versand in 2–3 Tagen');
    expect(text().closest('[hidden]')).not.toBeNull();
    await user.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(text().closest('[hidden]')).toBeNull();
    await user.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('false');
    await user.click(button());
    await user.click(screen.getByText('Außen'));
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('the keyboard opens it; Escape closes it and returns focus to the button', async () => {
    const { user } = renderUi(ui());
    button().focus();
    await user.keyboard('{Enter}');
    expect(button().getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mehr' }));
    await user.keyboard('{Escape}');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
  });

  it('with hover, it opens after 250 ms over it and closes when the pointer leaves', () => {
    vi.useFakeTimers();
    try {
      renderUi(ui(true), 'pl');
      const root = button().parentElement as HTMLElement;
      fireEvent.mouseEnter(root);
      act(() => vi.advanceTimersByTime(200));
      expect(button().getAttribute('aria-expanded')).toBe('false');
      act(() => vi.advanceTimersByTime(50));
      expect(button().getAttribute('aria-expanded')).toBe('true');
      fireEvent.mouseLeave(root);
      expect(button().getAttribute('aria-expanded')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });
});

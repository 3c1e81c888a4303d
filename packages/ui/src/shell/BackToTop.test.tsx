import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { BackToTop } from './BackToTop';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

describe('BackToTop', () => {
  afterEach(() => scrollTo(0));

  it('appears once scrolled 160 px and scrolls back to the top', async () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderUi(
      <>
        <a href="#main">Zum Inhalt</a>
        <BackToTop />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Nach oben' })).toBeNull();
    scrollTo(159);
    expect(screen.queryByRole('button', { name: 'Nach oben' })).toBeNull();
    scrollTo(160);
    await user.click(screen.getByRole('button', { name: 'Nach oben' }));
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Zum Inhalt' }));
    spy.mockRestore();
  });

  it('Polish name', () => {
    renderUi(<BackToTop />, 'pl');
    scrollTo(400);
    expect(screen.getByRole('button', { name: 'Do góry' })).toBeTruthy();
  });
});

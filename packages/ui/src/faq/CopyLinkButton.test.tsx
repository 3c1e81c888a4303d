import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { CopyLinkButton } from './CopyLinkButton';

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe("CopyLinkButton: copies the panel's link and shows 'Link copied!' (spec §4)", () => {
  it('writes the page url with the anchor as hash to the clipboard', async () => {
    window.history.replaceState(null, '', '/uk/service/faq/?x=1#other');
    const { user } = renderUi(<CopyLinkButton anchor="faq-7-2" />, 'gb');
    await user.click(screen.getByRole('link', { name: 'Copy link to this question' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/uk/service/faq/?x=1#faq-7-2`,
    );
    expect(screen.getByRole('status').textContent).toBe('Link copied!');
  });

  it("'Link copied!' goes after a few seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderUi(<CopyLinkButton anchor="faq-7-2" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Link zu dieser Frage kopieren' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Link kopiert!');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('is a link to the panel, so it leads there without script', () => {
    renderUi(<CopyLinkButton anchor="faq-7-2" />);
    expect(screen.getByRole('link', { name: 'Link zu dieser Frage kopieren' }).getAttribute('href')).toBe(
      '#faq-7-2',
    );
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { LoadMore } from './LoadMore';

describe("LoadMore: 'x of y items'", () => {
  it('labels the progress in German and Polish plurals', () => {
    const { unmount } = renderUi(<LoadMore shown={48} total={120} onLoadMore={() => {}} />);
    expect(screen.getByText('48 von 120 Artikeln')).toBeTruthy();
    unmount();
    renderUi(<LoadMore shown={48} total={120} onLoadMore={() => {}} />, 'pl');
    expect(screen.getByText('48 z 120 produktów')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: '48 z 120 produktów' });
    expect(bar.getAttribute('value')).toBe('48');
    expect(bar.getAttribute('max')).toBe('120');
  });

  it('loads more on click', async () => {
    const onLoadMore = vi.fn();
    const { user } = renderUi(<LoadMore shown={48} total={120} onLoadMore={onLoadMore} />);
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('while loading the button is busy and does not load twice', async () => {
    const onLoadMore = vi.fn();
    const { user } = renderUi(<LoadMore shown={48} total={120} loading onLoadMore={onLoadMore} />);
    const button = screen.getByRole('button', { name: 'Mehr laden' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('has no button once everything is shown', () => {
    renderUi(<LoadMore shown={120} total={120} onLoadMore={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('120 von 120 Artikeln')).toBeTruthy();
  });

  it('shows no count, bar or button when nothing is listed', () => {
    const { container } = renderUi(
      <LoadMore shown={0} total={0} href="/de/c/waagen/" onLoadMore={() => {}} />,
    );
    expect(screen.queryByText(/0 von 0/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('with an href it is a link to the next page (works before hydration); a click loads in place', async () => {
    const onLoadMore = vi.fn();
    const { user, rerender } = renderUi(
      <LoadMore shown={48} total={120} href="?sort=price-asc&page=2" onLoadMore={onLoadMore} />,
    );
    const link = screen.getByRole('link', { name: 'Mehr laden' });
    expect(link.getAttribute('href')).toBe('?sort=price-asc&page=2');
    await user.click(link);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('');
    rerender(<LoadMore shown={48} total={120} href="?page=2" loading onLoadMore={onLoadMore} />);
    await user.click(screen.getByRole('link', { name: 'Mehr laden' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Mehr laden' }).getAttribute('aria-busy')).toBe('true');
  });
});

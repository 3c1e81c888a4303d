import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { FavoritesAction } from './FavoritesAction';

describe('the header’s wishlist icon', () => {
  it('links to the favorites page, named with the count', () => {
    renderUi(<FavoritesAction href="/de/favoriten" count={2} label="2 Favoriten" />);
    const link = screen.getByRole('link', { name: '2 Favoriten' });
    expect(link.getAttribute('href')).toBe('/de/favoriten');
    expect(link.textContent).toBe('2');
  });

  it('opens the flyout instead when the app handles the click', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(
      <FavoritesAction href="/de/favoriten" count={0} label="Favoriten" onClick={onClick} />,
    );
    const link = screen.getByRole('link', { name: 'Favoriten' });
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(link.querySelector('[data-empty]')).toBeTruthy();
  });
});

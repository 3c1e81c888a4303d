import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tiles } from '../test/fixtures';
import { plain, renderUi } from '../test/render';
import { FavoritesList } from './FavoritesList';

const two = tiles.slice(0, 2);

describe('the favorites list', () => {
  it('lists each favorite with its linked title, current price, availability and actions', async () => {
    const onRemove = vi.fn();
    const { user } = renderUi(
      <FavoritesList
        products={two}
        status="ready"
        onRemove={onRemove}
        renderAction={(product) => <button type="button">In den Warenkorb: {product.title}</button>}
      />,
    );
    expect(screen.getByText('2 Artikel')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(
      within(items[0] as HTMLElement).getByRole('heading', { level: 2, name: two[0]?.title }),
    ).toBeTruthy();
    expect(plain(items[0]?.textContent)).toContain('69,99 €');
    expect(within(items[1] as HTMLElement).getByText('Nur noch wenige verfügbar')).toBeTruthy();
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: `In den Warenkorb: ${two[1]?.title}` }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Aus den Favoriten entfernen: ${two[1]?.title}` }));
    expect(onRemove).toHaveBeenCalledWith(two[1]?.id);
  });

  it('says "You\'ve no products in your favorite list" when empty', () => {
    renderUi(
      <FavoritesList products={[]} status="ready" onRemove={() => {}} continueHref="/global/" />,
      'en',
    );
    expect(screen.getByRole('heading', { name: "You've no products in your favorite list" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/global/');
  });

  it('keeps the list’s size while loading and announces it once', () => {
    const { container } = renderUi(
      <FavoritesList products={[]} status="loading" loadingCount={3} onRemove={() => {}} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    expect(container.querySelectorAll('.shop-favorites__item--placeholder')).toHaveLength(3);
  });

  it('a failed lookup says so and offers to try again', async () => {
    const onRetry = vi.fn();
    const { user } = renderUi(
      <FavoritesList products={[]} status="error" onRetry={onRetry} onRemove={() => {}} />,
      'pl',
    );
    expect(screen.getByRole('alert').textContent).toBe('Nie udało się wczytać ulubionych.');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

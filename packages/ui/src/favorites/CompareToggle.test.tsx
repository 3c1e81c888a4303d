import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { StoryCompareBar } from '../test/StoryCompareBar';
import { StoryShopperLists } from '../test/StoryShopperLists';
import { CompareToggle } from './CompareToggle';

describe('compare toggle: up to four products of one category', () => {
  it('is a toggle button, pressed while the product is compared', async () => {
    const { user } = renderUi(
      <StoryShopperLists>
        <CompareToggle productId="1" categoryId="scales" />
      </StoryShopperLists>,
    );
    const button = screen.getByRole('button', { name: 'Vergleichen' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('a fifth product stays out, and the bar says the comparison is full', async () => {
    const { user } = renderUi(
      <StoryShopperLists compare={{ categoryId: 'scales', ids: ['1', '2', '3', '4'] }}>
        <CompareToggle productId="5" categoryId="scales" />
        <StoryCompareBar />
      </StoryShopperLists>,
    );
    await user.click(screen.getByRole('button', { name: 'Vergleichen' }));
    expect(screen.getByRole('button', { name: 'Vergleichen' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe(
      'Sie können bis zu 4 Produkte vergleichen. Entfernen Sie eines, um ein anderes hinzuzufügen.',
    );
  });

  it('a product of another category stays out, and the bar says why (Polish)', async () => {
    const { user } = renderUi(
      <StoryShopperLists compare={{ categoryId: 'scales', ids: ['1'] }}>
        <CompareToggle productId="9" categoryId="thermometers" />
        <StoryCompareBar />
      </StoryShopperLists>,
      'pl',
    );
    await user.click(screen.getByRole('button', { name: 'Porównaj' }));
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Porównywać można tylko produkty z tej samej kategorii/,
    );
    expect(screen.getByText('Wybrano 1 z 4 produktów')).toBeTruthy();
  });

  it('on tiles each toggle names its product, in every language, and shows only "Compare"', async () => {
    for (const [edition, names] of [
      ['de', ['Vergleichen: BM 58', 'Vergleichen: BM 27']],
      ['gb', ['Compare BM 58', 'Compare BM 27']],
      ['pl', ['Porównaj BM 58', 'Porównaj BM 27']],
    ] as const) {
      const { user, unmount } = renderUi(
        <StoryShopperLists>
          <CompareToggle productId="1" categoryId="scales" productName="BM 58" />
          <CompareToggle productId="2" categoryId="scales" productName="BM 27" />
        </StoryShopperLists>,
        edition,
      );
      const [first, second] = names.map((name) => screen.getByRole('button', { name }));
      expect(first?.textContent).toBe(second?.textContent);
      await user.click(second as HTMLElement);
      expect(second?.getAttribute('aria-pressed')).toBe('true');
      expect(first?.getAttribute('aria-pressed')).toBe('false');
      unmount();
    }
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { NavLabel } from './NavLabel';
import { flagCountryOf, navVariantOf } from './nav-model';

describe('NavLabel: a navigation entry with its flag, look and badge', () => {
  it('a plain entry is its text alone, with no wrapper', () => {
    const { container } = renderUi(
      <a href="/de/c/waagen/">
        <NavLabel entry={{ label: 'Waagen' }} />
      </a>,
    );
    expect(container.querySelector('a')?.innerHTML).toBe('Waagen');
  });

  it('the flag before the text, the badge after it and part of the link’s name, the look as a class', () => {
    const { container } = renderUi(
      <a href="/de/c/angebote/">
        <NavLabel entry={{ label: 'Angebote', variant: 'sale', badge: 'Neu', flag: 'at' }} />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Angebote Neu' });
    expect(link.querySelector('.shop-navlabel--sale')).toBeTruthy();
    expect(link.querySelector('.shop-navlabel__badge')?.textContent?.trim()).toBe('Neu');
    const flag = container.querySelector('.shop-flag--at');
    expect(flag?.getAttribute('aria-hidden')).toBe('true');
    expect(flag?.nextSibling?.textContent).toBe('Angebote');
  });
});

describe('the allow-lists behind it', () => {
  it('css: only a look of the fixed list, whatever else the value holds; never raw styles', () => {
    expect(navVariantOf('menu-angebote highlight')).toBe('highlight');
    expect(navVariantOf('SALE')).toBe('sale');
    expect(navVariantOf('menu-waagen')).toBeUndefined();
    expect(navVariantOf('color: red; highlight-x')).toBeUndefined();
    expect(navVariantOf('')).toBeUndefined();
  });

  it('flagIcon: flag-<country> or flag-global; anything else no flag', () => {
    expect(flagCountryOf('flag-at')).toBe('at');
    expect(flagCountryOf(' FLAG-DE ')).toBe('de');
    expect(flagCountryOf('flag-global')).toBe('global');
    for (const junk of [
      'at',
      'flag-',
      'flag-at x',
      'flag-at"><script>',
      'https://x/flag-at.svg',
      null,
      undefined,
    ])
      expect(flagCountryOf(junk)).toBeUndefined();
  });
});

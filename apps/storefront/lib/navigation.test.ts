import type { MenuItem } from '@shop/content-client';
import { describe, expect, it } from 'vitest';
import { toDeliveryCountries, toNavigation } from './navigation';

const item = (text: string, link: string, more: Partial<MenuItem> = {}): MenuItem => ({
  uuid: text,
  text,
  link,
  css: '',
  children: [],
  flagIcon: null,
  lastLevel: false,
  deliveryItem: false,
  code: null,
  label: null,
  allLink: null,
  submenu: null,
  ...more,
});

describe('toNavigation: the menu as the header draws it', () => {
  it('entries with their children and submenu; keys without a value are left out, not undefined', () => {
    const menu = [
      item('Waagen', '/de/c/waagen/', {
        children: [item('Personenwaagen', '/de/c/waagen/personenwaagen/')],
        submenu: {
          url: '/de/c/waagen/',
          text: 'Waagen',
          targetBlank: false,
          categories: [
            {
              heading: { text: 'Waagen', url: '/de/c/waagen/', targetBlank: false },
              columns: [
                {
                  uuid: 'c1',
                  text: 'Personenwaagen',
                  url: '/de/c/waagen/personenwaagen/',
                  targetBlank: false,
                },
                { uuid: 'c2', text: 'Ratgeber', url: 'https://example.org/', targetBlank: true },
                { uuid: 'c3', text: '', url: '/leer/', targetBlank: false },
              ],
            },
          ],
          articles: [],
          banners: [],
        },
      }),
      item('Lieferland', '/de/', { deliveryItem: true }),
      item('', '/ohne-text/'),
    ];
    const navigation = toNavigation(menu);
    expect(navigation).toEqual([
      {
        label: 'Waagen',
        href: '/de/c/waagen/',
        children: [{ label: 'Personenwaagen', href: '/de/c/waagen/personenwaagen/', submenu: null }],
        submenu: {
          categories: [
            {
              heading: { label: 'Waagen', href: '/de/c/waagen/' },
              columns: [
                { label: 'Personenwaagen', href: '/de/c/waagen/personenwaagen/' },
                { label: 'Ratgeber', href: 'https://example.org/', targetBlank: true },
              ],
            },
          ],
          articles: [],
          banners: [],
        },
      },
    ]);
    // toEqual passes over undefined keys; the RSC payload does not.
    expect(Object.keys(navigation[0]?.children?.[0] ?? {})).toEqual(['label', 'href', 'submenu']);
    expect(Object.keys(navigation[0]?.submenu?.categories[0]?.heading ?? {})).toEqual(['label', 'href']);
  });

  it("an entry's flyout is the header-submenu entry with its link as url, else the menu item's own submenu", () => {
    const flyout = (url: string, heading: string) => ({
      url,
      text: heading,
      targetBlank: false,
      categories: [
        {
          heading: { text: heading, url, targetBlank: false },
          columns: [{ uuid: 'c', text: 'Neu', url: `${url}neu/`, targetBlank: false }],
        },
      ],
      articles: [
        { image: '/m/a.jpg', text: 'Tipp', buttonUrl: '/de/p/1', buttonText: 'Ansehen', targetBlank: false },
        { image: '/m/b.jpg', text: 'Ohne Link', buttonUrl: '', buttonText: 'x', targetBlank: false },
      ],
      banners: [],
    });
    const navigation = toNavigation(
      [
        item('Waagen', '/de/c/waagen/', { submenu: flyout('/de/c/waagen/', 'Aus dem Menü') }),
        item('Massage', '/de/c/massage/', { submenu: flyout('/de/c/massage/', 'Aus dem Menü') }),
        item('Wärme', '/de/c/waerme/'),
      ],
      [flyout('/de/c/waagen/', 'Aus dem Header'), flyout('/de/c/sonst/', 'Ohne Eintrag')],
    );
    expect(navigation.map((entry) => entry.submenu?.categories[0]?.heading.label ?? null)).toEqual([
      'Aus dem Header',
      'Aus dem Menü',
      null,
    ]);
    expect(navigation[0]?.submenu?.articles).toEqual([
      {
        image: '/m/a.jpg',
        text: 'Tipp',
        button: { label: 'Ansehen', href: '/de/p/1', targetBlank: false },
      },
    ]);
  });

  it('css names a look from the fixed list, label a badge, flagIcon a flag, allLink the show-all link', () => {
    const menu = [
      item('Angebote', '/de/c/angebote/', {
        css: 'menu-angebote Sale',
        label: ' Neu ',
        allLink: '/de/c/angebote/alle/',
        children: [item('Waagen', '/de/c/angebote/waagen/')],
      }),
      item('Österreich', 'https://example.at/', { flagIcon: 'flag-at', code: 'at' }),
      // Raw styles or unknown classes are no look, a flag name outside the pattern no flag.
      item('Roh', '/de/roh/', { css: 'color:red;background:url(x)', flagIcon: 'at.svg' }),
    ];
    expect(toNavigation(menu)).toEqual([
      {
        label: 'Angebote',
        href: '/de/c/angebote/',
        variant: 'sale',
        badge: 'Neu',
        allHref: '/de/c/angebote/alle/',
        children: [{ label: 'Waagen', href: '/de/c/angebote/waagen/', submenu: null }],
        submenu: null,
      },
      { label: 'Österreich', href: 'https://example.at/', flag: 'at', submenu: null },
      { label: 'Roh', href: '/de/roh/', submenu: null },
    ]);
    expect(Object.keys(toNavigation(menu)[2] ?? {})).toEqual(['label', 'href', 'submenu']);
  });

  it('lastLevel ends the tree: the children of such an entry are not offered', () => {
    const menu = [
      item('Zubehör', '/de/c/zubehoer/', { lastLevel: true, children: [item('Manschetten', '/de/c/m/')] }),
    ];
    expect(toNavigation(menu)).toEqual([{ label: 'Zubehör', href: '/de/c/zubehoer/', submenu: null }]);
  });

  it("an entry the menu has not in this language (the uk's 'Service': no text, no link) is left out with its pages", () => {
    const menu = [
      item('Scales', '/uk/c/scales/'),
      item('', '', { code: 'service', children: [item('', ''), item('', '')] }),
    ];
    expect(toNavigation(menu)).toEqual([{ label: 'Scales', href: '/uk/c/scales/', submenu: null }]);
  });
});

describe('toDeliveryCountries: the menu’s delivery-country entry', () => {
  it('its children with a code, a text and a link, in order', () => {
    const menu = [
      item('Waagen', '/de/c/waagen/'),
      item('DE', '/de/', {
        deliveryItem: true,
        children: [
          item('Deutschland', '/de/', { deliveryItem: true, code: 'de' }),
          item('Österreich', '/de/', { deliveryItem: true, code: 'AT', flagIcon: 'flag-at' }),
          item('Ohne Code', '/fr/', { deliveryItem: true }),
          item('', '/fr/', { deliveryItem: true, code: 'fr' }),
        ],
      }),
    ];
    expect(toDeliveryCountries(menu)).toEqual([
      { country: 'de', label: 'Deutschland', href: '/de/', flag: 'de' },
      { country: 'at', label: 'Österreich', href: '/de/', flag: 'at' },
    ]);
  });

  it('the flag comes from flagIcon; an unknown icon name falls back to the code', () => {
    const menu = [
      item('DE', '/de/', {
        deliveryItem: true,
        children: [
          item('Welt', '/global/', { deliveryItem: true, code: 'global', flagIcon: 'flag-global' }),
          item('Österreich', '/de/', { deliveryItem: true, code: 'at', flagIcon: 'flag-at" onclick="x' }),
        ],
      }),
    ];
    expect(toDeliveryCountries(menu).map((country) => country.flag)).toEqual(['global', 'at']);
  });

  it('a menu without the entry (or a failed one) gives none', () => {
    expect(toDeliveryCountries([item('Waagen', '/de/c/waagen/')])).toEqual([]);
    expect(toDeliveryCountries([])).toEqual([]);
  });
});

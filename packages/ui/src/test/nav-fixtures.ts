// Sample navigation for the shell's tests and stories: two entries with submenus, one with children only, one
// plain link.
import type { NavItem } from '../shell/nav-model';

export const SAMPLE_NAVIGATION: NavItem[] = [
  {
    label: 'Blutdruck',
    href: '/de/c/blutdruck/',
    current: true,
    children: [
      { label: 'Oberarm', href: '/de/c/blutdruck/oberarm/' },
      { label: 'Handgelenk', href: '/de/c/blutdruck/handgelenk/' },
    ],
    submenu: {
      categories: [
        {
          heading: { label: 'Blutdruck', href: '/de/c/blutdruck/' },
          columns: [
            { label: 'Oberarm', href: '/de/c/blutdruck/oberarm/' },
            { label: 'Handgelenk', href: '/de/c/blutdruck/handgelenk/' },
          ],
        },
      ],
      articles: [
        {
          image: '/images/product-1.svg',
          text: 'Oberarm-Blutdruckmessgerät BM 54',
          button: { label: 'Alle anzeigen', href: '/de/p/bm-54/' },
        },
      ],
      banners: [
        {
          image: '/images/product-2.svg',
          altText: 'Blutdruckmessgerät am Oberarm',
          caption: 'Blutdruck',
          link: { label: 'Alle Produkte', href: '/de/c/blutdruck/?all' },
        },
      ],
    },
  },
  {
    label: 'Waagen',
    href: '/de/c/waagen/',
    children: [
      { label: 'Personenwaagen', href: '/de/c/waagen/personen/' },
      { label: 'Diagnosewaagen', href: '/de/c/waagen/diagnose/' },
    ],
  },
  { label: 'Service', href: '/de/service/faq', targetBlank: false },
];

/**
 * A navigation with the menu items' other fields: a look (`sale`), a badge, a 'Show all' link of its own (`allHref`)
 * and a country entry with its flag.
 */
export const DECORATED_NAVIGATION: NavItem[] = [
  {
    label: 'Angebote',
    href: '/de/c/angebote/',
    variant: 'sale',
    badge: 'Neu',
    allHref: '/de/c/angebote/alle/',
    children: [
      { label: 'Waagen', href: '/de/c/angebote/waagen/' },
      { label: 'Blutdruck', href: '/de/c/angebote/blutdruck/', badge: 'Top' },
    ],
  },
  { label: 'Österreich', href: 'https://vitalis.example/at/', flag: 'at' },
  { label: 'Service', href: '/de/service/faq' },
];

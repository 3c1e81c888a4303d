// GET /enterprise/menu: the instance's menu tree, texts and links per language of the instance (spec §3 menu item;
// the entries' flyouts are the header snippet's `header-submenu`).

import type { TextLanguage } from '../floor/markets';
import type { ContentCategory, ContentModel } from './model';
import { FAQ_URLS, MANUALS_URLS } from './service-pages';
import { menuUuid } from './snippets';
import { LABELS, tr } from './texts';

const perLanguage = (languages: readonly TextLanguage[], value: (language: TextLanguage) => string) =>
  Object.fromEntries(languages.map((language) => [language, value(language)]));

/** The countries the shop delivers to and the home of the store that serves each. */
const DELIVERY_COUNTRIES: readonly (readonly [string, string])[] = [
  ['de', '/de/'],
  ['at', '/de/'],
  ['fr', '/fr/'],
  ['it', '/it/'],
  ['nl', '/nl/'],
  ['pl', '/pl/'],
  ['gb', '/uk/'],
  ['id', '/id/'],
  ['global', '/global/'],
];

const storeHome = (language: TextLanguage) =>
  `/${language === 'en' ? 'global' : language === 'gb' ? 'uk' : language}/`;

/** A country's name in a text language (`001`: the world, for the global store). */
const regionName = (language: TextLanguage, region: string) =>
  new Intl.DisplayNames([language === 'gb' ? 'en-GB' : language], { type: 'region' }).of(region) ?? region;

export function menuOf(model: ContentModel, languages: readonly TextLanguage[]) {
  // The last top-level category is the editor's highlight: its look (`css` names a class of the storefront's fixed
  // list beside the editor's own) and a badge (`label`, per language).
  const highlighted = model.roots.at(-1);
  const item = (category: ContentCategory, depth: number): Record<string, unknown> => {
    const children = depth === 0 ? category.children.map((child) => item(child, depth + 1)) : [];
    const link = perLanguage(languages, (l) => category.texts.get(l)?.seoUrl ?? '');
    const text = perLanguage(languages, (l) => category.texts.get(l)?.name ?? '');
    return {
      uuid: menuUuid(category.id),
      text,
      link,
      css: depth === 0 ? `menu-${category.key}${category === highlighted ? ' highlight' : ''}` : '',
      children,
      flagIcon: null,
      lastLevel: children.length === 0,
      deliveryItem: false,
      code: category.key,
      label: category === highlighted ? perLanguage(languages, (l) => tr(LABELS.badgeNew, l)) : null,
      // Where 'Show all' of the submenu leads: the category's own page, per language.
      allLink: depth === 0 ? link : null,
    };
  };
  const menu = model.roots.map((root) => item(root, 0));
  // The service entry exists only in languages with service pages (not gb, not nl): the others' maps lack it.
  const serviceLinks = [FAQ_URLS, MANUALS_URLS];
  const serviceLanguages = languages.filter((l) => serviceLinks.some((urls) => urls[l]));
  if (serviceLanguages.length > 0) {
    menu.push({
      uuid: menuUuid(9_000_001),
      text: perLanguage(serviceLanguages, (l) => tr(LABELS.service, l)),
      link: perLanguage(serviceLanguages, (l) => FAQ_URLS[l] ?? MANUALS_URLS[l] ?? ''),
      css: 'menu-service',
      children: serviceLinks.map((urls, index) => {
        const pageLanguages = serviceLanguages.filter((l) => urls[l]);
        return {
          uuid: menuUuid(9_000_010 + index),
          text: perLanguage(pageLanguages, (l) => tr(index === 0 ? LABELS.faqTitle : LABELS.manualsTitle, l)),
          link: perLanguage(pageLanguages, (l) => urls[l] ?? ''),
          css: '',
          children: [],
          flagIcon: null,
          lastLevel: true,
          deliveryItem: false,
          code: index === 0 ? 'faq' : 'manuals',
          label: null,
          allLink: null,
        };
      }),
      flagIcon: null,
      lastLevel: false,
      deliveryItem: false,
      code: 'service',
      label: null,
      allLink: null,
    });
  }
  // The delivery-country entry of the menu: its children are the countries the shop delivers to (spec §1 stores;
  // Austria is served by the de store), each with its flag, its name in every language and its store's home.
  menu.push({
    uuid: menuUuid(9_000_100),
    text: perLanguage(languages, (l) => l.toUpperCase()),
    link: perLanguage(languages, (l) => storeHome(l)),
    css: 'menu-delivery',
    children: DELIVERY_COUNTRIES.map(([country, home], index) => ({
      uuid: menuUuid(9_000_101 + index),
      text: perLanguage(languages, (l) =>
        regionName(l, country === 'global' ? '001' : country.toUpperCase()),
      ),
      link: perLanguage(languages, () => home),
      css: '',
      children: [],
      flagIcon: `flag-${country}`,
      lastLevel: true,
      deliveryItem: true,
      code: country,
      label: country.toUpperCase(),
      allLink: null,
    })),
    flagIcon: `flag-${languages[0]}`,
    lastLevel: false,
    deliveryItem: true,
    code: languages[0],
    label: languages[0]?.toUpperCase(),
    allLink: null,
  });
  return { menu };
}

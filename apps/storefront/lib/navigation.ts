import type { MenuItem, MenuLink, Submenu } from '@shop/content-client';
import {
  flagCountryOf,
  type MenuLinkData,
  type NavItem,
  navVariantOf,
  type SubmenuData,
} from '@shop/ui/model';

// Keys without a value are left out, not set to undefined: the menu travels as props in every page's RSC payload,
// where each undefined costs a `"key":"$undefined"`.
const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, V>>;

const linkOf = (link: MenuLink): MenuLinkData => ({
  label: link.text,
  href: link.url,
  ...(link.targetBlank && { targetBlank: true }),
});

/** A submenu of the content service as the desktop flyout draws it; links without a target are left out. */
function submenuData(submenu: Submenu): SubmenuData {
  return {
    categories: submenu.categories.map((category) => ({
      heading: linkOf(category.heading),
      columns: category.columns.filter((column) => column.text && column.url).map(linkOf),
    })),
    articles: submenu.articles
      .filter((article) => article.buttonUrl)
      .map((article) => ({
        image: article.image,
        text: article.text,
        button: {
          label: article.buttonText,
          href: article.buttonUrl,
          targetBlank: article.targetBlank,
        },
      })),
    banners: submenu.banners
      .filter((banner) => banner.linkUrl)
      .map((banner) => ({
        image: banner.image,
        altText: banner.altText,
        caption: banner.caption,
        link: { label: banner.linkText, href: banner.linkUrl },
      })),
  };
}

/**
 * The menu as the header's navigation: entries with a text and a link, their children, and their desktop flyout.
 * An entry's flyout is the header snippet's `header-submenu` entry with the entry's link as its `url` (spec §3),
 * else the menu item's own `submenu`. The delivery-country entry is left out: the country and language selector
 * shows it. Of the item's other fields (spec §3; docs/content-service.md, "GET /enterprise/menu"): `css` names a
 * look from the navigation's fixed list (anything else is ignored, never applied), `label` is a badge, `flagIcon` a
 * flag before the text, `allLink` where 'Show all' leads, and `lastLevel` ends the tree there (its children are not
 * offered). `code` names a delivery country (below); on other entries it is the editor's key and not shown.
 */
export function toNavigation(menu: MenuItem[], submenus: readonly Submenu[] = []): NavItem[] {
  return menu
    .filter((item) => item.text && item.link && !item.deliveryItem)
    .map((item) => {
      const submenu = submenus.find((candidate) => candidate.url === item.link) ?? item.submenu;
      return {
        label: item.text,
        href: item.link,
        ...optional('variant', navVariantOf(item.css)),
        ...optional('badge', item.label?.trim()),
        ...optional('flag', flagCountryOf(item.flagIcon)),
        ...optional('allHref', item.allLink),
        ...(!item.lastLevel && item.children.length > 0 && { children: toNavigation(item.children) }),
        submenu: submenu ? submenuData(submenu) : null,
      };
    });
}

/** A country of the menu's delivery-country entry: its code (`at`), its name, the home of its store, its flag. */
export interface DeliveryCountry {
  country: string;
  label: string;
  href: string;
  /** The flag's country, from the item's `flagIcon` (`flag-at`); without one the code's. */
  flag: string;
}

/**
 * The countries of the menu's delivery-country entry (`deliveryItem`, spec §3 menu item): its children with a
 * code, a text and a link; the selector offers them apart from the language (spec §2.3).
 */
export function toDeliveryCountries(menu: MenuItem[]): DeliveryCountry[] {
  const entry = menu.find((item) => item.deliveryItem && item.children.length > 0);
  return (entry?.children ?? []).flatMap((child) =>
    child.code && child.text && child.link
      ? [
          {
            country: child.code.toLowerCase(),
            label: child.text,
            href: child.link,
            flag: flagCountryOf(child.flagIcon) ?? child.code.toLowerCase(),
          },
        ]
      : [],
  );
}

// The main navigation's view model: the menu's first level with its children and submenu (spec §3).

/** A link of the menu or a submenu. */
export interface MenuLinkData {
  label: string;
  href: string;
  /** Opens in a new tab. */
  targetBlank?: boolean;
}

/** The flyout of a first-level entry: category columns, article teasers and banners. */
export interface SubmenuData {
  categories: { heading: MenuLinkData; columns: MenuLinkData[] }[];
  articles: { image: string; text: string; button: MenuLinkData }[];
  banners: { image: string; altText: string; caption: string; link: MenuLinkData }[];
}

/**
 * The looks an entry may take (the menu item's `css`, spec §3): a fixed list, so the content service names a look
 * and never brings styles of its own. `highlight` draws the entry in the brand colour, `sale` in the sale red.
 */
export const NAV_VARIANTS = ['highlight', 'sale'] as const;
export type NavVariant = (typeof NAV_VARIANTS)[number];

/** The first look of the list a menu item's `css` names (class names apart by spaces); none for anything else. */
export function navVariantOf(css: string): NavVariant | undefined {
  const names = css.toLowerCase().split(/\s+/);
  return NAV_VARIANTS.find((variant) => names.includes(variant));
}

/**
 * The country of a flag icon name (`flag-at` → `at`, `flag-global` → `global`; the content service's and the
 * editions' `flagIcon`), which the stylesheet draws (`Flag`); undefined for any other value.
 */
export function flagCountryOf(flagIcon: string | null | undefined): string | undefined {
  const match = /^flag-([a-z]{2}|global)$/i.exec(flagIcon?.trim() ?? '');
  return match?.[1]?.toLowerCase();
}

/** An entry of the main navigation. */
export interface NavItem extends MenuLinkData {
  /** The page the shopper is on, or one below it (aria-current). */
  current?: boolean;
  /** Its look (the menu item's `css`, from the fixed list). */
  variant?: NavVariant;
  /** A short badge beside the label ('New'; the menu item's `label`). */
  badge?: string;
  /** The country of a flag shown before the label (a country or language entry; the menu item's `flagIcon`). */
  flag?: string;
  /** Where 'Show all' of its submenu and of its level in the mobile navigation leads (the menu item's `allLink`). */
  allHref?: string;
  /** The next level (the mobile navigation drills into it). */
  children?: NavItem[];
  /** The desktop flyout; an entry with children but no submenu shows its children as one column. */
  submenu?: SubmenuData | null;
}

/** The submenu of an entry, or one column of its children, or null when it has nothing below it. */
export function submenuOf(item: NavItem): SubmenuData | null {
  if (item.submenu && submenuLinks(item.submenu).length > 0) return item.submenu;
  const children = item.children ?? [];
  if (children.length === 0) return null;
  return {
    categories: [{ heading: { label: item.label, href: item.href }, columns: children }],
    articles: [],
    banners: [],
  };
}

/** Every link of a submenu in reading order. */
export function submenuLinks(submenu: SubmenuData): MenuLinkData[] {
  return [
    ...submenu.categories.flatMap((category) => [category.heading, ...category.columns]),
    ...submenu.articles.map((article) => article.button),
    ...submenu.banners.map((banner) => banner.link),
  ];
}

/** Whether a click should be left to the browser (new tab, modifier keys, another site). */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The entry the page belongs to: the longest first-level link the path starts with (never the home link). */
export function currentHref(hrefs: readonly string[], path: string | undefined): string | undefined {
  if (!path) return undefined;
  return hrefs.filter((href) => href !== '/' && path.startsWith(href)).sort((a, b) => b.length - a.length)[0];
}

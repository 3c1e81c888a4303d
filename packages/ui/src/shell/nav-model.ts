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

/** An entry of the main navigation. */
export interface NavItem extends MenuLinkData {
  /** The page the shopper is on, or one below it (aria-current). */
  current?: boolean;
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

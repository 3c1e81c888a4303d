import { COMPARE_ROUTES } from './compare.js';
import { EDITION_KEYS, EDITIONS, type Edition, type EditionKey } from './editions.js';
import { REDIRECT_BUNDLE_ID_PARAM, SEARCH_PHRASE_PARAM, SEO_URL_PARAM } from './params.js';

/** First path segments that name an edition: the public prefixes and the language values themselves. */
const SEGMENT_TO_EDITION: Readonly<Record<string, EditionKey>> = Object.fromEntries([
  ...EDITION_KEYS.map((key) => [key, key] as const),
  ...EDITION_KEYS.map((key) => [EDITIONS[key].pathPrefix, key] as const),
]);

/** Splits a path from its query and hash; `null` unless it is a string starting with one `/`. */
function pathnameOf(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : pathname;
}

function firstSegment(pathname: string): string {
  return pathname.split('/')[1]?.toLowerCase() ?? '';
}

/**
 * The edition a path belongs to: the first segment is the country or language (`uk` → gb, `global` → en),
 * and the search routes without a prefix (`/search-de`, `/recherche`) belong to their edition.
 * `undefined` for anything else, including malformed input.
 */
export function editionFromPath(path: unknown): EditionKey | undefined {
  const pathname = pathnameOf(path);
  if (pathname === null) return undefined;
  const bySegment = SEGMENT_TO_EDITION[firstSegment(pathname)];
  if (bySegment) return bySegment;
  const bare = withoutTrailingSlash(pathname).toLowerCase();
  return EDITION_KEYS.find((key) => EDITIONS[key].searchRoute === bare);
}

/** Screens of an edition that have a public path of their own (spec §2.1). */
export type EditionRoute =
  | 'home'
  | 'search'
  | 'cart'
  | 'blog'
  | 'favorites'
  | 'faq'
  | 'manuals'
  | 'compare'
  | keyof Edition['accountRoutes'];

/** What a public path is: a named screen of an edition, or a content path served by the entry route. */
export type PathMatch =
  | { edition: EditionKey; route: EditionRoute }
  | { edition: EditionKey; route: 'content'; seoUrl: string };

/** The public path of a named screen, or `null` when the screen does not exist in that edition. */
export function routePath(edition: EditionKey, route: EditionRoute): string | null {
  const settings = EDITIONS[edition];
  switch (route) {
    case 'home':
      return `/${settings.pathPrefix}/`;
    case 'search':
      return settings.searchRoute;
    case 'cart':
      return settings.cartRoute;
    case 'blog':
      return settings.blogRoute;
    case 'favorites':
      return settings.favoritesRoute;
    case 'faq':
      return settings.faqRoute;
    case 'manuals':
      return settings.manualsRoute;
    case 'compare':
      return COMPARE_ROUTES[edition];
    default:
      return settings.accountRoutes[route];
  }
}

const NAMED_ROUTES: readonly Exclude<EditionRoute, 'home'>[] = [
  'search',
  'cart',
  'blog',
  'favorites',
  'faq',
  'manuals',
  'compare',
  'login',
  'orderHistory',
  'personal',
  'address',
  'changePassword',
  'resetPassword',
  'activateAccount',
];

/** Every named screen, home included: what an edition can have a public path for (`routePath`). */
export const EDITION_ROUTES: readonly EditionRoute[] = ['home', ...NAMED_ROUTES];

/**
 * Resolves a public path (query and hash ignored) to its edition and screen. A path of an edition that
 * names no screen of it is content, to be looked up by seoUrl. `null` when no edition owns the path.
 */
export function resolvePath(path: unknown): PathMatch | null {
  const edition = editionFromPath(path);
  const pathname = pathnameOf(path);
  if (!edition || pathname === null) return null;
  const bare = withoutTrailingSlash(pathname).toLowerCase();
  if (bare.split('/').length === 2 && SEGMENT_TO_EDITION[firstSegment(bare)])
    return { edition, route: 'home' };
  const route = NAMED_ROUTES.find((name) => routePath(edition, name) === bare);
  return route ? { edition, route } : { edition, route: 'content', seoUrl: pathname };
}

/** Internal routes used in links; each public alias rewrites to one of them (spec §2.2). */
export const INTERNAL_ROUTES = {
  orderHistory: '/frontend/orderHistory',
  personalData: '/frontend/personalData',
  address: '/frontend/address',
  accountPassword: '/frontend/accountPassword',
  login: '/frontend/login',
  cart: '/frontend/cart',
  favorites: '/frontend/favorites',
  search: '/frontend/search',
  entry: '/frontend/entry',
  faqSingle: '/frontend/faqSingle',
  /** Ours: the spec names no route for the product comparison (docs/favorites.md). */
  compare: '/frontend/compare',
} as const;
export type InternalRoute = keyof typeof INTERNAL_ROUTES;

/** Public aliases when no edition is known (spec §2.2). */
export const DEFAULT_CART_ALIAS = '/warenkorb';
export const DEFAULT_FAVORITES_ALIAS = '/favorites';

type AliasedRoute = Exclude<InternalRoute, 'entry' | 'faqSingle' | 'compare'>;

/** The public alias of an internal route in an edition's language. */
export function publicAlias(route: AliasedRoute, edition?: EditionKey): string {
  if (!edition) {
    if (route === 'cart') return DEFAULT_CART_ALIAS;
    if (route === 'favorites') return DEFAULT_FAVORITES_ALIAS;
  }
  const settings = EDITIONS[edition ?? 'en'];
  switch (route) {
    case 'orderHistory':
      return settings.accountRoutes.orderHistory;
    case 'personalData':
      return settings.accountRoutes.personal;
    case 'address':
      return settings.accountRoutes.address;
    case 'accountPassword':
      return settings.accountRoutes.changePassword;
    case 'login':
      return settings.accountRoutes.login;
    case 'cart':
      return settings.cartRoute;
    case 'favorites':
      return settings.favoritesRoute;
    case 'search':
      return settings.searchRoute;
  }
}

const ROUTE_TO_INTERNAL: Partial<Record<EditionRoute, InternalRoute>> = {
  orderHistory: 'orderHistory',
  personal: 'personalData',
  address: 'address',
  changePassword: 'accountPassword',
  login: 'login',
  cart: 'cart',
  favorites: 'favorites',
  search: 'search',
  compare: 'compare',
};

/**
 * Where the app serves a public path, query kept: aliased screens rewrite to their internal route, content
 * paths (home included) to the entry route with the path as seoUrl, and screens without an internal route
 * (blog, FAQ, manuals, reset password, account activation) stay at their public path. `null` for paths no
 * edition owns.
 */
export function internalHref(path: unknown): { edition: EditionKey; href: string } | null {
  const match = resolvePath(path);
  const pathname = pathnameOf(path);
  if (!match || pathname === null) return null;
  const query = queryOf(path as string);
  if (match.route === 'content' || match.route === 'home') {
    return { edition: match.edition, href: entryHref(pathname, query) };
  }
  const internal = ROUTE_TO_INTERNAL[match.route];
  const search = query.toString();
  return {
    edition: match.edition,
    href: `${internal ? INTERNAL_ROUTES[internal] : pathname}${search ? `?${search}` : ''}`,
  };
}

function queryOf(path: string): URLSearchParams {
  const start = path.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : path.slice(start + 1).split('#')[0]);
}

/**
 * The public alias of the FAQ single route (`/frontend/faqSingle`) for one question: the edition's FAQ route
 * followed by the question's anchor. `null` where the edition has no FAQ or the anchor is not a slug.
 */
export function faqSingleHref(edition: EditionKey, anchor: string): string | null {
  const faq = EDITIONS[edition].faqRoute;
  return faq && /^[a-z0-9-]+$/i.test(anchor) ? `${faq}/${anchor}/` : null;
}

/** The entry route of a content path: `/frontend/entry?seoUrl={path}&{query}`. */
export function entryHref(seoUrl: string, query?: URLSearchParams): string {
  const params = new URLSearchParams({ [SEO_URL_PARAM]: seoUrl });
  for (const [name, value] of query ?? []) if (name !== SEO_URL_PARAM) params.append(name, value);
  return `${INTERNAL_ROUTES.entry}?${params.toString()}`;
}

/** The seoUrl an entry route was asked for; `null` when it is missing or not a path. */
export function seoUrlOf(query: URLSearchParams): string | null {
  const seoUrl = query.get(SEO_URL_PARAM);
  return seoUrl && pathnameOf(seoUrl) !== null ? seoUrl : null;
}

/** The search page of an edition for a phrase; `null` for an empty phrase (a phrase is required). */
export function searchHref(edition: EditionKey, phrase: string): string | null {
  const trimmed = phrase.trim();
  if (!trimmed) return null;
  return `${EDITIONS[edition].searchRoute}?${new URLSearchParams({ [SEARCH_PHRASE_PARAM]: trimmed })}`;
}

/** Pages of type bundle are reached with a redirectBundleId query parameter. */
export function bundleHref(path: string, bundleId: string): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${REDIRECT_BUNDLE_ID_PARAM}=${encodeURIComponent(bundleId)}`;
}

export function bundleIdOf(query: URLSearchParams): string | null {
  return query.get(REDIRECT_BUNDLE_ID_PARAM) || null;
}

/** Product lookups by SEO url take the shape `/{lang}/p/{id}`. */
export function productLookupPath(language: EditionKey, id: string): string {
  return `/${language}/p/${encodeURIComponent(id)}`;
}

/** The url the content service knows a path by: `/global/c/…` and `/global/p/…` become `/en/…`. */
export function contentServiceUrl(path: string): string {
  return path.replace(/^\/global\/(c|p)\//i, '/en/$1/');
}

/**
 * Canonical URL: base host plus path with a trailing slash, `/en/` becoming `/global/` and `/gb/` becoming
 * `/uk/`; query and hash dropped. `null` when the base is not an http(s) URL or the path is not a path.
 */
export function canonicalUrl(baseUrl: string, path: string): string | null {
  const pathname = pathnameOf(path);
  if (pathname === null || !/^https?:\/\/[^/]+/i.test(baseUrl)) return null;
  let canonical = pathname.endsWith('/') ? pathname : `${pathname}/`;
  canonical = canonical.replace(/^\/en\//, '/global/').replace(/^\/gb\//, '/uk/');
  return `${baseUrl.replace(/\/+$/, '')}${canonical}`;
}

/** Editions never linked as alternates: the Spanish entry is hidden from alternate-language links. */
export const HIDDEN_FROM_ALTERNATES: readonly EditionKey[] = ['es'];

export interface AlternateLink {
  hreflang: string;
  href: string;
}

/**
 * hreflang alternates for every edition that has the page, given the page's path per edition (the content
 * service's self links per language, keyed by language value). Spanish and unknown keys are left out.
 */
export function alternateLinks(
  baseUrl: string,
  pathsByEdition: Readonly<Partial<Record<string, string>>>,
): AlternateLink[] {
  return EDITION_KEYS.flatMap((key) => {
    const path = pathsByEdition[key];
    if (!path || HIDDEN_FROM_ALTERNATES.includes(key)) return [];
    const href = canonicalUrl(baseUrl, path);
    return href ? [{ hreflang: EDITIONS[key].hreflang, href }] : [];
  });
}

/** Account pages recognised by path: after logout on one of them the shopper goes to the login route. */
export const ACCOUNT_PAGE_MARKERS = [
  '/login/',
  '/personal/',
  '/order-history/',
  '/address/',
  '/change-password/',
];

export function isAccountPage(path: string): boolean {
  const pathname = pathnameOf(path);
  if (pathname === null) return false;
  const slashed = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return ACCOUNT_PAGE_MARKERS.some((marker) => slashed.endsWith(marker));
}

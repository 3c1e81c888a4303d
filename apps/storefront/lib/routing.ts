import {
  chooseStore,
  type Device,
  type EditionKey,
  type EditionRoute,
  INTERNAL_ROUTES,
  internalHref,
  isEditionKey,
  resolvePath,
  routePath,
  SEARCH_PHRASE_PARAM,
  SEO_URL_PARAM,
  storeHomePath,
} from '@shop/editions';
import { listingQuery, listingStateFromQuery, queryOf } from './listing';
import { productFaqAppPath } from './product-faq';

/** Headers hosting platforms put the visitor's country in. */
const GEO_HEADERS = ['x-vercel-ip-country', 'cf-ipcountry', 'cloudfront-viewer-country', 'x-country-code'];

export interface StoreChoiceRequest {
  query: URLSearchParams;
  cookie: (name: string) => string | undefined;
  header: (name: string) => string | null;
}

/**
 * The store a shopper outside every edition is sent to (spec §4 store choice): a preview country
 * (`?previewCountry=`), else the country the shopper chose before (cookie), else the country the hosting platform
 * detected; unknown falls back to fr.
 */
export function chosenStore(request: StoreChoiceRequest): EditionKey {
  const detected = GEO_HEADERS.map((name) => request.header(name)).find(Boolean);
  return chooseStore({
    previewCountry: request.query.get('previewCountry') ?? request.cookie('country'),
    detectedCountry: detected,
  });
}

/** Where `/` sends a shopper: the home of the chosen store. */
export function homeFor(request: StoreChoiceRequest): string {
  return storeHomePath(chosenStore(request));
}

/** The default aliases outside every edition (spec §2.2): the cart and the favorites. */
const DEFAULT_ALIASES: Readonly<Record<string, EditionRoute>> = {
  '/warenkorb': 'cart',
  '/favorites': 'favorites',
};

/**
 * Where a path outside every edition sends a shopper, or `null` when it is none of these: `/` to the chosen store's
 * home, the default aliases `/warenkorb` and `/favorites` to its cart and favorites.
 */
export function storeEntryFor(pathname: string, request: StoreChoiceRequest): string | null {
  if (pathname === '/') return homeFor(request);
  const screen = DEFAULT_ALIASES[pathname.replace(/\/$/, '').toLowerCase()];
  if (!screen) return null;
  const edition = chosenStore(request);
  return routePath(edition, screen) ?? storeHomePath(edition);
}

/** Query parameters the entry route renders differently for: the listing state and the preselected variant. */
export const ENTRY_QUERY_PARAMS: readonly string[] = [
  'size',
  'priceMin',
  'priceMax',
  'inStock',
  'sort',
  'page',
  'variant',
  'redirectBundleId',
];

/** The entry route's parameters that make a listing state (sort, filters, load-more steps): kept per state. */
const LISTING_STATE_PARAMS: readonly string[] = ['size', 'priceMin', 'priceMax', 'inStock', 'sort', 'page'];

/** Longest query segment of a kept route (a file name's limit is 255); a longer search or state renders per request. */
const MAX_KEPT_SEGMENT = 200;

/** The service pages' filters (manuals and downloads: search, category, file type), rendered per request. */
export const MANUALS_QUERY_PARAMS: readonly string[] = ['q', 'category', 'fileType'];

/** The FAQ search's phrase (a GET form, so it works before hydration), rendered per request. */
export const FAQ_QUERY_PARAMS: readonly string[] = ['q'];

/** Screens the content service serves as pages at their public path (FAQ, manuals, blog): content, kept. */
const CONTENT_SCREENS: readonly EditionRoute[] = ['faq', 'manuals', 'blog'];

/**
 * How the proxy may serve a content path. `catalogue`: the shared, cacheable renderings for a page size (no
 * per-shopper constraints, docs/storefront.md). `null`: the shopper is in an experiment, so every page is
 * rendered for this request.
 */
export type EntryCaching = { device: Device } | null;

/**
 * The app route that serves a public path: `/{edition}/frontend/{screen}` for the aliased screens; for content,
 * `/{edition}/frontend/catalogue/{device}/{seoUrl}` (rendered once and kept, ISR) when the query holds nothing
 * the page renders differently for, `/{edition}/frontend/listing/{device}/{state}/{seoUrl}` (kept per state) when
 * it holds a listing state only, else `/{edition}/frontend/entry/{seoUrl}` (rendered per request). A search
 * for a phrase goes to `/{edition}/frontend/found/{device}/{search}` (kept per phrase and state). The
 * registry's internal links keep their `/frontend/entry?seoUrl=` shape. `null`: no edition owns the path.
 */
export function appPathFor(
  publicPath: string,
  caching: EntryCaching = null,
): { edition: EditionKey; path: string } | null {
  const productFaq = productFaqAppPath(publicPath);
  if (productFaq) return productFaq;
  const target = internalHref(publicPath);
  if (!target) return null;
  const [route = '', query = ''] = target.href.split('?', 2);
  const params = new URLSearchParams(query);
  const screen = resolvePath(publicPath)?.route;
  const contentScreen = screen !== undefined && CONTENT_SCREENS.includes(screen as EditionRoute);
  if (route === INTERNAL_ROUTES.entry || contentScreen) {
    const seoUrl = contentScreen ? route : (params.get(SEO_URL_PARAM) ?? '/');
    params.delete(SEO_URL_PARAM);
    const perRequestParams =
      screen === 'manuals'
        ? [...ENTRY_QUERY_PARAMS, ...MANUALS_QUERY_PARAMS]
        : screen === 'faq'
          ? [...ENTRY_QUERY_PARAMS, ...FAQ_QUERY_PARAMS]
          : ENTRY_QUERY_PARAMS;
    const perRequest =
      caching === null ||
      perRequestParams.some((name) => params.has(name) && !LISTING_STATE_PARAMS.includes(name));
    const state = encodeURIComponent(listingStateQuery(params));
    if (perRequest || state.length > MAX_KEPT_SEGMENT)
      return {
        edition: target.edition,
        path: withQuery(`/${target.edition}/frontend/entry${seoUrl}`, params),
      };
    for (const name of LISTING_STATE_PARAMS) params.delete(name);
    const kept = state
      ? `/${target.edition}/frontend/listing/${caching.device}/${state}`
      : `/${target.edition}/frontend/catalogue/${caching.device}`;
    return { edition: target.edition, path: withQuery(`${kept}${seoUrl}`, params) };
  }
  const search = route === INTERNAL_ROUTES.search ? encodeURIComponent(searchQuery(params)) : '';
  if (search && search.length <= MAX_KEPT_SEGMENT && caching !== null) {
    for (const name of [SEARCH_PHRASE_PARAM, ...LISTING_STATE_PARAMS]) params.delete(name);
    const kept = `/${target.edition}/frontend/found/${caching.device}/${search}`;
    return { edition: target.edition, path: withQuery(kept, params) };
  }
  if (route.startsWith('/frontend/')) {
    return { edition: target.edition, path: withQuery(`/${target.edition}${route}`, params) };
  }
  // Screens without an internal route yet (reset password, activation).
  return { edition: target.edition, path: withQuery(`/${target.edition}/frontend/screen${route}`, params) };
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The page-size rule of the catalogue route's `[device]` segment; `null` for anything else. */
export function deviceParam(value: string): Device | null {
  return value === 'desktop' || value === 'mobile' ? value : null;
}

/**
 * A kept route's query segment in the one spelling the proxy writes (`canonical` of itself), so no other spelling
 * becomes a kept page of its own; `null` for any other or an empty one.
 */
function canonicalSegment(value: string, canonical: (params: URLSearchParams) => string): string | null {
  let decoded = value;
  // Next hands the segment over decoded; a still-encoded one (no `=`) is decoded here.
  if (!value.includes('=')) {
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  const spelled = canonical(new URLSearchParams(decoded));
  return spelled !== '' && spelled === decoded ? spelled : null;
}

/** A listing state other than the default as a query string in one spelling; '' for the default state. */
const listingStateQuery = (params: URLSearchParams) =>
  listingQuery(listingStateFromQuery(queryOf(params))).toString();

/** A search as a query string in one spelling: the trimmed phrase, then the listing state; '' without a phrase. */
function searchQuery(params: URLSearchParams): string {
  const phrase = params.get(SEARCH_PHRASE_PARAM)?.trim() ?? '';
  if (!phrase) return '';
  return new URLSearchParams([
    [SEARCH_PHRASE_PARAM, phrase],
    ...listingQuery(listingStateFromQuery(queryOf(params))),
  ]).toString();
}

/** The listing state (a query string) of the listing route's `[state]` segment; `null` unless one it can keep. */
export function listingStateParam(value: string): string | null {
  return canonicalSegment(value, listingStateQuery);
}

/** The search (a query string with the phrase) of the kept search route's `[search]` segment, or `null`. */
export function searchParam(value: string): string | null {
  return canonicalSegment(value, searchQuery);
}

/** The edition of an app route's `[edition]` segment; `null` for anything else (a direct hit on an app path). */
export function editionParam(value: string): EditionKey | null {
  return isEditionKey(value) ? value : null;
}

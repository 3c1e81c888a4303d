import {
  chooseStore,
  type EditionKey,
  INTERNAL_ROUTES,
  internalHref,
  isEditionKey,
  SEO_URL_PARAM,
  storeHomePath,
} from '@shop/editions';

/** Set by the proxy on every request it routes: pages without params (not-found) read the edition from it. */
export const EDITION_HEADER = 'x-shop-edition';

/** Headers hosting platforms put the visitor's country in. */
const GEO_HEADERS = ['x-vercel-ip-country', 'cf-ipcountry', 'cloudfront-viewer-country', 'x-country-code'];

export interface StoreChoiceRequest {
  query: URLSearchParams;
  cookie: (name: string) => string | undefined;
  header: (name: string) => string | null;
}

/**
 * Where `/` sends a shopper (spec §4 store choice): a preview country (`?previewCountry=`), else the country the
 * shopper chose before (cookie), else the country the hosting platform detected; unknown falls back to fr.
 */
export function homeFor(request: StoreChoiceRequest): string {
  const detected = GEO_HEADERS.map((name) => request.header(name)).find(Boolean);
  const edition = chooseStore({
    previewCountry: request.query.get('previewCountry') ?? request.cookie('country'),
    detectedCountry: detected,
  });
  return storeHomePath(edition);
}

/**
 * The app route that serves a public path: `/{edition}/frontend/{screen}` for the aliased screens, and
 * `/{edition}/frontend/entry/{seoUrl}` for content, so each content page has a path of its own (cacheable)
 * while the registry's internal links keep their `/frontend/entry?seoUrl=` shape. `null`: no edition owns it.
 */
export function appPathFor(publicPath: string): { edition: EditionKey; path: string } | null {
  const target = internalHref(publicPath);
  if (!target) return null;
  const [route = '', query = ''] = target.href.split('?', 2);
  const params = new URLSearchParams(query);
  if (route === INTERNAL_ROUTES.entry) {
    const seoUrl = params.get(SEO_URL_PARAM) ?? '/';
    params.delete(SEO_URL_PARAM);
    return { edition: target.edition, path: withQuery(`/${target.edition}/frontend/entry${seoUrl}`, params) };
  }
  if (route.startsWith('/frontend/')) {
    return { edition: target.edition, path: withQuery(`/${target.edition}${route}`, params) };
  }
  // Screens without an internal route yet (blog, FAQ, manuals, reset password, activation).
  return { edition: target.edition, path: withQuery(`/${target.edition}/frontend/screen${route}`, params) };
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The edition of an app route's `[edition]` segment; `null` for anything else (a direct hit on an app path). */
export function editionParam(value: string): EditionKey | null {
  return isEditionKey(value) ? value : null;
}

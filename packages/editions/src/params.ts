// Query parameters of the shop's routes: a module without the edition registry, for browser code that only
// needs a name (docs/performance.md, "First-load JavaScript").

/** Query parameter that carries the search phrase to the search route. */
export const SEARCH_PHRASE_PARAM = 'q';
export const SEO_URL_PARAM = 'seoUrl';
export const REDIRECT_BUNDLE_ID_PARAM = 'redirectBundleId';

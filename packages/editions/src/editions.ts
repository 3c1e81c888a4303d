/** The nine editions of the shop, keyed by their language value (spec §1). */
export const EDITION_KEYS = ['de', 'en', 'fr', 'it', 'nl', 'pl', 'gb', 'es', 'id'] as const;
export type EditionKey = (typeof EDITION_KEYS)[number];

export type Currency = 'EUR' | 'PLN' | 'GBP';
export type SearchInstance = 'live' | 'live_nl' | 'live_europe';

/** Public path of each account screen under the edition prefix (spec §2.1). */
export interface AccountRoutes {
  login: string;
  orderHistory: string;
  personal: string;
  address: string;
  changePassword: string;
  resetPassword: string;
  activateAccount: string;
}

/** The edition settings of spec §3, less the credentials (see `resolveEditionConfig`). */
export interface Edition {
  key: EditionKey;
  /** Language value; the content service knows the edition by it (`/en/…` for global, `/gb/…` for the UK). */
  value: EditionKey;
  /** First path segment of the edition's public URLs: `global` for en, `uk` for gb. */
  pathPrefix: string;
  /** BCP 47 tag of the edition's texts and of `<html lang>`. */
  locale: string;
  nameKey: string;
  languageLabelKey: string;
  flagIcon: string;
  /** Country code used as the shop backend's `@inContext(country:)`; `ZZ` is Shopify's "unknown region". */
  code: string;
  /** Language code used as the shop backend's `@inContext(language:)`. */
  shopLanguage: string;
  /** Short label of the country/language selector. */
  label: string;
  hreflang: string;
  /** Culture code sent to the customer-relationship service. */
  cultureCode: string;
  searchRoute: string;
  cartRoute: string;
  /** `null` where the spec says none or 'not shown': the route does not exist for that edition. */
  blogRoute: string | null;
  favoritesRoute: string;
  faqRoute: string | null;
  manualsRoute: string | null;
  accountRoutes: AccountRoutes;
  prices: { locale: string; currency: Currency };
  searchInstance: SearchInstance;
  /** Percent named in the VAT copy; `null` means the copy says "VAT included". */
  vatRate: number | null;
  /** Customers of single-sign-on stores sign in through the account service (spec §4). */
  singleSignOn: boolean;
  /** How a single-sign-on store opens the external account site (spec §2.3); `null` in the other stores. */
  accountService: AccountServiceSettings | null;
}

/** The account site's pages open under the store locale with the theme parameter (spec §2.3, §3). */
export interface AccountServiceSettings {
  /** The store locale the account service shows its pages in and names in the token (`pl-PL`). */
  storeLocale: string;
  /** The look the account site takes for this store (its `theme` parameter). */
  theme: string;
}

/** The account site's default look; `ACCOUNT_SERVICE_THEME` replaces it (see `resolveAccountServiceConfig`). */
export const ACCOUNT_SERVICE_THEME = 'light';

const accountService = (storeLocale: string): AccountServiceSettings => ({
  storeLocale,
  theme: ACCOUNT_SERVICE_THEME,
});

/**
 * Price locale of the global (en) and Indonesian (id) editions. The spec gives two readings: prose says
 * "British format", the edition settings say de-DE with EUR. We follow the edition settings, as the rest of
 * this registry does; docs/editions.md records the choice. Change it here and both editions follow.
 */
export const GLOBAL_AND_ID_PRICE_LOCALE = 'de-DE';

const accountRoutes = (prefix: string): AccountRoutes => ({
  login: `/${prefix}/login`,
  orderHistory: `/${prefix}/order-history`,
  personal: `/${prefix}/personal`,
  address: `/${prefix}/address`,
  changePassword: `/${prefix}/change-password`,
  resetPassword: `/${prefix}/reset-password`,
  activateAccount: `/${prefix}/activate-account`,
});

interface EditionSource
  extends Omit<Edition, 'value' | 'nameKey' | 'languageLabelKey' | 'flagIcon' | 'accountRoutes'> {}

const define = (source: EditionSource): Edition => ({
  ...source,
  value: source.key,
  nameKey: `store.${source.key === 'en' ? 'global' : source.key}.name`,
  languageLabelKey: `language.${source.key}`,
  // The global edition's flag is the globe.
  flagIcon: `flag-${source.key === 'en' ? 'global' : source.key}`,
  accountRoutes: accountRoutes(source.pathPrefix),
});

export const EDITIONS: Readonly<Record<EditionKey, Edition>> = {
  de: define({
    key: 'de',
    pathPrefix: 'de',
    locale: 'de-DE',
    code: 'DE',
    shopLanguage: 'DE',
    label: 'DE',
    hreflang: 'de',
    cultureCode: 'de-DE',
    searchRoute: '/search-de',
    cartRoute: '/de/cart',
    blogRoute: '/de/blog',
    favoritesRoute: '/de/favoriten',
    faqRoute: '/de/service/faq',
    manualsRoute: '/de/service/gebrauchsanweisung',
    prices: { locale: 'de-DE', currency: 'EUR' },
    searchInstance: 'live',
    vatRate: 19,
    singleSignOn: true,
    accountService: accountService('de-DE'),
  }),
  en: define({
    key: 'en',
    pathPrefix: 'global',
    locale: 'en',
    code: 'ZZ',
    shopLanguage: 'EN',
    label: 'Global',
    hreflang: 'en',
    cultureCode: 'en',
    searchRoute: '/search-global',
    cartRoute: '/global/cart',
    blogRoute: null,
    favoritesRoute: '/global/favorites',
    faqRoute: '/global/service/frequently-asked-questions',
    manualsRoute: '/global/service/instructions-for-use',
    prices: { locale: GLOBAL_AND_ID_PRICE_LOCALE, currency: 'EUR' },
    searchInstance: 'live_europe',
    vatRate: null,
    singleSignOn: false,
    accountService: null,
  }),
  fr: define({
    key: 'fr',
    pathPrefix: 'fr',
    locale: 'fr-FR',
    code: 'FR',
    shopLanguage: 'FR',
    label: 'FR',
    hreflang: 'fr',
    cultureCode: 'fr-FR',
    searchRoute: '/recherche',
    cartRoute: '/fr/cart',
    blogRoute: null,
    favoritesRoute: '/fr/favoris',
    faqRoute: '/fr/service/foire-aux-questions',
    manualsRoute: '/fr/service/modes-d-emploi',
    prices: { locale: 'de-DE', currency: 'EUR' },
    searchInstance: 'live_europe',
    vatRate: null,
    singleSignOn: true,
    accountService: accountService('fr-FR'),
  }),
  it: define({
    key: 'it',
    pathPrefix: 'it',
    locale: 'it-IT',
    code: 'IT',
    shopLanguage: 'IT',
    label: 'IT',
    hreflang: 'it',
    cultureCode: 'it-IT',
    searchRoute: '/search-it',
    cartRoute: '/it/cart',
    blogRoute: null,
    favoritesRoute: '/it/preferiti',
    faqRoute: '/it/servizio/faq',
    manualsRoute: '/it/servizio/manuale-d-uso',
    prices: { locale: 'it-IT', currency: 'EUR' },
    searchInstance: 'live_europe',
    vatRate: 22,
    singleSignOn: true,
    accountService: accountService('it-IT'),
  }),
  nl: define({
    key: 'nl',
    pathPrefix: 'nl',
    locale: 'nl-NL',
    code: 'NL',
    shopLanguage: 'NL',
    label: 'NL',
    hreflang: 'nl',
    cultureCode: 'nl-NL',
    searchRoute: '/search-nl',
    cartRoute: '/nl/cart',
    blogRoute: null,
    favoritesRoute: '/nl/favorites',
    faqRoute: null,
    manualsRoute: null,
    prices: { locale: 'nl-NL', currency: 'EUR' },
    searchInstance: 'live_nl',
    vatRate: 21,
    singleSignOn: false,
    accountService: null,
  }),
  pl: define({
    key: 'pl',
    pathPrefix: 'pl',
    locale: 'pl-PL',
    code: 'PL',
    shopLanguage: 'PL',
    label: 'PL',
    hreflang: 'pl',
    cultureCode: 'pl-PL',
    searchRoute: '/search-pl',
    cartRoute: '/pl/cart',
    blogRoute: null,
    favoritesRoute: '/pl/favorites',
    faqRoute: '/pl/obsluga-klienta/faq',
    manualsRoute: '/pl/obsluga-klienta/instrukcje-obslugi',
    prices: { locale: 'pl-PL', currency: 'PLN' },
    searchInstance: 'live_europe',
    vatRate: 23,
    singleSignOn: true,
    accountService: accountService('pl-PL'),
  }),
  gb: define({
    key: 'gb',
    pathPrefix: 'uk',
    locale: 'en-GB',
    code: 'GB',
    shopLanguage: 'EN',
    label: 'UK',
    hreflang: 'en-GB',
    cultureCode: 'en-GB',
    searchRoute: '/uk/search',
    cartRoute: '/uk/cart',
    blogRoute: null,
    favoritesRoute: '/uk/favorites',
    faqRoute: null,
    manualsRoute: null,
    prices: { locale: 'en-GB', currency: 'GBP' },
    searchInstance: 'live_europe',
    vatRate: null,
    singleSignOn: false,
    accountService: null,
  }),
  es: define({
    key: 'es',
    pathPrefix: 'es',
    locale: 'es-ES',
    code: 'ES',
    shopLanguage: 'ES',
    label: 'ES',
    hreflang: 'es',
    cultureCode: 'es-ES',
    searchRoute: '/es/search',
    cartRoute: '/es/cart',
    blogRoute: null,
    favoritesRoute: '/es/favorites',
    faqRoute: '/es/servicio/faq',
    manualsRoute: '/es/servicio/manual-de-instrucciones',
    prices: { locale: 'es-ES', currency: 'EUR' },
    searchInstance: 'live_europe',
    vatRate: null,
    singleSignOn: false,
    accountService: null,
  }),
  id: define({
    key: 'id',
    pathPrefix: 'id',
    locale: 'id-ID',
    code: 'ID',
    shopLanguage: 'ID',
    label: 'ID',
    hreflang: 'id',
    cultureCode: 'id-ID',
    searchRoute: '/search-id',
    cartRoute: '/id/cart',
    blogRoute: null,
    favoritesRoute: '/id/favorites',
    faqRoute: '/id/layanan/faq',
    manualsRoute: '/id/layanan/buku-petunjuk',
    prices: { locale: GLOBAL_AND_ID_PRICE_LOCALE, currency: 'EUR' },
    searchInstance: 'live_europe',
    vatRate: null,
    singleSignOn: false,
    accountService: null,
  }),
};

export function isEditionKey(value: unknown): value is EditionKey {
  return typeof value === 'string' && (EDITION_KEYS as readonly string[]).includes(value);
}

export function getEdition(key: EditionKey): Edition {
  return EDITIONS[key];
}

/** Looks an edition up by an untrusted value; `undefined` when it names none. */
export function findEdition(value: unknown): Edition | undefined {
  return isEditionKey(value) ? EDITIONS[value] : undefined;
}

export const SINGLE_SIGN_ON_EDITIONS: readonly EditionKey[] = EDITION_KEYS.filter(
  (key) => EDITIONS[key].singleSignOn,
);

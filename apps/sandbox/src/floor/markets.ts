// The shop's markets: the countries and languages of the storefront's nine editions, as Shopify would configure them.

/** Languages the shop publishes, as lower-case Shopify LanguageCodes. */
export const LANGUAGES = ['de', 'en', 'fr', 'it', 'nl', 'pl', 'es', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Catalogue text keys: the published languages plus 'gb', the en-GB spelling kept for the content service. */
export const TEXT_LANGUAGES = [...LANGUAGES, 'gb'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

export const CURRENCIES = ['EUR', 'PLN', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface Market {
  country: string;
  currency: Currency;
  defaultLanguage: Language;
}

export const MARKETS: readonly Market[] = [
  { country: 'DE', currency: 'EUR', defaultLanguage: 'de' },
  { country: 'AT', currency: 'EUR', defaultLanguage: 'de' },
  { country: 'FR', currency: 'EUR', defaultLanguage: 'fr' },
  { country: 'IT', currency: 'EUR', defaultLanguage: 'it' },
  { country: 'NL', currency: 'EUR', defaultLanguage: 'nl' },
  { country: 'PL', currency: 'PLN', defaultLanguage: 'pl' },
  { country: 'GB', currency: 'GBP', defaultLanguage: 'en' },
  { country: 'ES', currency: 'EUR', defaultLanguage: 'es' },
  { country: 'ID', currency: 'EUR', defaultLanguage: 'id' },
  { country: 'ZZ', currency: 'EUR', defaultLanguage: 'en' },
];

export const PRIMARY_MARKET: Market = MARKETS[0] as Market;

export function marketOf(country: string | null | undefined): Market {
  return MARKETS.find((market) => market.country === country) ?? PRIMARY_MARKET;
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export const SHOP = {
  /** The numeric id of `gid://shopify/Shop/1`. */
  id: 1,
  name: 'Vitalis Home Health',
  vendor: 'Vitalis',
  primaryDomainHost: 'vitalis-home-health.example',
  moneyFormat: '{{amount_with_comma_separator}} €',
  description: {
    de: 'Gesundheit und Wohlbefinden für zu Hause: Blutdruckmessgeräte, Waagen, Therapie- und Beautygeräte.',
    en: 'Health and wellbeing at home: blood pressure monitors, scales, therapy and beauty devices.',
  },
} as const;

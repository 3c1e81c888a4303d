/** The locales a catalogue exists for; `en` is the source every other catalogue is translated from. */
export const CATALOGUE_LOCALES = ['en', 'en-GB', 'de', 'fr', 'it', 'nl', 'pl', 'es', 'id'] as const;
export type CatalogueLocale = (typeof CATALOGUE_LOCALES)[number];
export const SOURCE_LOCALE = 'en' satisfies CatalogueLocale;

function isCatalogueLocale(tag: string): tag is CatalogueLocale {
  return (CATALOGUE_LOCALES as readonly string[]).includes(tag);
}

function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** The catalogue for a BCP 47 tag: the exact tag, else its language subtag, else English. */
export function catalogueLocaleFor(tag: string): CatalogueLocale {
  const exact = canonical(tag);
  if (exact === undefined) return SOURCE_LOCALE;
  if (isCatalogueLocale(exact)) return exact;
  const language = exact.split('-')[0] ?? '';
  return isCatalogueLocale(language) ? language : SOURCE_LOCALE;
}

import type { EditionKey } from './editions.js';

/** An entry of the language selector (spec §3, language option). */
export interface LanguageOption {
  value: string;
  country: string;
  labelKey: string;
  url: string;
  /** The edition the entry opens; `null` for entries that point to an external site. */
  edition: EditionKey | null;
  isGlobal?: true;
  hideFromAlternates?: true;
}

/**
 * Sites of the US and Spanish language entries. The spec says they are external but does not show their
 * addresses: these are placeholders until the brand names them (docs/editions.md).
 */
export const EXTERNAL_LANGUAGE_SITES = {
  us: 'https://us.example.com/',
  es: 'https://es.example.com/',
} as const;

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { value: 'de', country: 'de', labelKey: 'language.de', url: '/de/', edition: 'de' },
  { value: 'it', country: 'it', labelKey: 'language.it', url: '/it/', edition: 'it' },
  { value: 'gb', country: 'gb', labelKey: 'language.gb', url: '/uk/', edition: 'gb' },
  { value: 'fr', country: 'fr', labelKey: 'language.fr', url: '/fr/', edition: 'fr' },
  { value: 'us', country: 'us', labelKey: 'language.us', url: EXTERNAL_LANGUAGE_SITES.us, edition: null },
  {
    value: 'es',
    country: 'es',
    labelKey: 'language.es',
    url: EXTERNAL_LANGUAGE_SITES.es,
    edition: null,
    hideFromAlternates: true,
  },
  { value: 'nl', country: 'nl', labelKey: 'language.nl', url: '/nl/', edition: 'nl' },
  { value: 'pl', country: 'pl', labelKey: 'language.pl', url: '/pl/', edition: 'pl' },
  { value: 'en', country: 'global', labelKey: 'language.en', url: '/global/', edition: 'en', isGlobal: true },
  { value: 'id', country: 'id', labelKey: 'language.id', url: '/id/', edition: 'id' },
];

/**
 * The selector's entries as seen from an edition: the entry of that edition is the active one. The Spanish entry
 * points to the Spanish site (spec §1), but on the es edition's own pages it is that edition's entry, the current
 * one (without it no entry was, and the selector showed the first: German).
 */
export function languageOptionsFor(
  current: EditionKey,
): readonly (LanguageOption & { isActive: boolean; isExternal: boolean })[] {
  return LANGUAGE_OPTIONS.map((option) => {
    if (option.edition === null && option.value === current)
      return { ...option, edition: current, url: `/${current}/`, isActive: true, isExternal: false };
    return { ...option, isActive: option.edition === current, isExternal: option.edition === null };
  });
}

/** Languages that share one check (spec §9); the spec names the list without its use. */
export const LANGUAGES_IN_ONE_CHECK: readonly string[] = ['pl', 'it', 'de', 'en', 'fr', 'id'];

/** The search-engine verification tag applies only to these languages. */
export const SEARCH_ENGINE_VERIFICATION_LANGUAGES: readonly string[] = ['it', 'fr', 'de', 'nl'];

export function hasSearchEngineVerification(edition: EditionKey): boolean {
  return SEARCH_ENGINE_VERIFICATION_LANGUAGES.includes(edition);
}

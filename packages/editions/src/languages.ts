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

/** The entries whose site is outside the shop (spec §1): their addresses come from configuration. */
export type ExternalLanguage = 'us' | 'es';

/**
 * Addresses of the US and Spanish sites (`resolveExternalLanguageSites`). Without one, the US entry is left out and
 * the Spanish entry opens the shop's own es edition (docs/editions.md).
 */
export type ExternalLanguageSites = Partial<Record<ExternalLanguage, string>>;

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { value: 'de', country: 'de', labelKey: 'language.de', url: '/de/', edition: 'de' },
  { value: 'it', country: 'it', labelKey: 'language.it', url: '/it/', edition: 'it' },
  { value: 'gb', country: 'gb', labelKey: 'language.gb', url: '/uk/', edition: 'gb' },
  { value: 'fr', country: 'fr', labelKey: 'language.fr', url: '/fr/', edition: 'fr' },
  { value: 'us', country: 'us', labelKey: 'language.us', url: '', edition: null },
  {
    value: 'es',
    country: 'es',
    labelKey: 'language.es',
    url: '/es/',
    edition: null,
    hideFromAlternates: true,
  },
  { value: 'nl', country: 'nl', labelKey: 'language.nl', url: '/nl/', edition: 'nl' },
  { value: 'pl', country: 'pl', labelKey: 'language.pl', url: '/pl/', edition: 'pl' },
  { value: 'en', country: 'global', labelKey: 'language.en', url: '/global/', edition: 'en', isGlobal: true },
  { value: 'id', country: 'id', labelKey: 'language.id', url: '/id/', edition: 'id' },
];

/** A language option as seen from an edition. */
export type ActiveLanguageOption = LanguageOption & { isActive: boolean; isExternal: boolean };

/**
 * The selector's entries as seen from an edition: the entry of that edition is the active one. The US and Spanish
 * entries point to their configured sites (spec §1). Without a configured site the US entry is left out, and the
 * Spanish entry opens the shop's own es edition; on the es edition's own pages it is that edition's entry, the
 * current one (without it no entry was, and the selector showed the first: German).
 */
export function languageOptionsFor(
  current: EditionKey,
  sites: ExternalLanguageSites = {},
): readonly ActiveLanguageOption[] {
  return LANGUAGE_OPTIONS.flatMap((option): ActiveLanguageOption[] => {
    if (option.edition !== null)
      return [{ ...option, isActive: option.edition === current, isExternal: false }];
    const site = sites[option.value as ExternalLanguage];
    if (option.value === current || (!site && option.value === 'es'))
      return [
        {
          ...option,
          edition: 'es' as const,
          url: '/es/',
          isActive: option.value === current,
          isExternal: false,
        },
      ];
    return site ? [{ ...option, url: site, isActive: false, isExternal: true }] : [];
  });
}

/** Languages that share one check (spec §9); the spec names the list without its use. */
export const LANGUAGES_IN_ONE_CHECK: readonly string[] = ['pl', 'it', 'de', 'en', 'fr', 'id'];

/** The search-engine verification tag applies only to these languages. */
export const SEARCH_ENGINE_VERIFICATION_LANGUAGES: readonly string[] = ['it', 'fr', 'de', 'nl'];

export function hasSearchEngineVerification(edition: EditionKey): boolean {
  return SEARCH_ENGINE_VERIFICATION_LANGUAGES.includes(edition);
}

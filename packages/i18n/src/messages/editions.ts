import { defineMessages } from '@formatjs/intl';

/**
 * Names of stores (delivery countries) and languages in the country/language selector (spec §1). The ids are
 * the `nameKey` and `labelKey` values of @shop/editions (`STORES`, `LANGUAGE_OPTIONS`, `Edition.nameKey`).
 */
export const editionMessages = defineMessages({
  storeDe: { id: 'store.de.name', defaultMessage: 'Germany', description: 'Store name' },
  storeAt: {
    id: 'store.at.name',
    defaultMessage: 'Austria',
    description: 'Store name (served by the de store)',
  },
  storeFr: { id: 'store.fr.name', defaultMessage: 'France', description: 'Store name' },
  storeIt: { id: 'store.it.name', defaultMessage: 'Italy', description: 'Store name' },
  storeNl: { id: 'store.nl.name', defaultMessage: 'Netherlands', description: 'Store name' },
  storePl: { id: 'store.pl.name', defaultMessage: 'Poland', description: 'Store name' },
  storeGb: { id: 'store.gb.name', defaultMessage: 'Great Britain', description: 'Store name' },
  storeEs: { id: 'store.es.name', defaultMessage: 'Spain', description: 'Store name' },
  storeId: { id: 'store.id.name', defaultMessage: 'Indonesia', description: 'Store name' },
  storeGlobal: {
    id: 'store.global.name',
    defaultMessage: 'Other countries',
    description: 'The global store (edition en), for every other country',
  },
  languageDe: { id: 'language.de', defaultMessage: 'German', description: 'Language option' },
  languageIt: { id: 'language.it', defaultMessage: 'Italian', description: 'Language option' },
  languageGb: { id: 'language.gb', defaultMessage: 'English (UK)', description: 'Language option' },
  languageFr: { id: 'language.fr', defaultMessage: 'French', description: 'Language option' },
  languageUs: {
    id: 'language.us',
    defaultMessage: 'English (US)',
    description: 'Language option (external site)',
  },
  languageEs: {
    id: 'language.es',
    defaultMessage: 'Spanish',
    description: 'Language option (external site)',
  },
  languageNl: { id: 'language.nl', defaultMessage: 'Dutch', description: 'Language option' },
  languagePl: { id: 'language.pl', defaultMessage: 'Polish', description: 'Language option' },
  languageEn: { id: 'language.en', defaultMessage: 'English (Global)', description: 'Language option' },
  languageId: { id: 'language.id', defaultMessage: 'Indonesian', description: 'Language option' },
});

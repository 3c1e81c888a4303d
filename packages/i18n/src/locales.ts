import { type Edition, type EditionKey, getEdition } from '@shop/editions';
import { type CatalogueLocale, catalogueLocaleFor } from './catalogue-locale';

export {
  CATALOGUE_LOCALES,
  type CatalogueLocale,
  catalogueLocaleFor,
  SOURCE_LOCALE,
} from './catalogue-locale';

/** An edition, or its key: every edition-aware function takes either. */
export type EditionInput = Edition | EditionKey;

export function resolveEdition(edition: EditionInput): Edition {
  return typeof edition === 'string' ? getEdition(edition) : edition;
}

/** The catalogue an edition's texts come from (de-DE → de, en-GB → en-GB, en → en). */
export function catalogueLocaleOf(edition: EditionInput): CatalogueLocale {
  return catalogueLocaleFor(resolveEdition(edition).locale);
}

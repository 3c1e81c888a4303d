import { EDITION_KEYS, type EditionKey, getEdition, isEditionKey } from '@shop/editions';

/**
 * The edition a form's `country` names: the edition key the `country` cookie holds (`de`, `gb`, `en`), its path
 * prefix (`uk`, `global`) or its country code (`DE`, `GB`); `undefined` for anything else.
 */
export function editionOfCountry(country: string): EditionKey | undefined {
  const value = country.trim().toLowerCase();
  if (isEditionKey(value)) return value;
  return EDITION_KEYS.find((key) => {
    const edition = getEdition(key);
    return edition.pathPrefix === value || edition.code.toLowerCase() === value;
  });
}

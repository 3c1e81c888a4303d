import { createIntl, type ShopIntl } from './intl';
import { type CatalogueLocale, catalogueLocaleOf, type EditionInput, resolveEdition } from './locales';
import type { CompiledMessages } from './types';

type Loader = () => Promise<{ default: unknown }>;

// One dynamic import per locale, so a bundle only carries the catalogue it loads.
const loaders: Record<CatalogueLocale, Loader> = {
  en: () => import('./compiled/en.json'),
  'en-GB': () => import('./compiled/en-GB.json'),
  de: () => import('./compiled/de.json'),
  fr: () => import('./compiled/fr.json'),
  it: () => import('./compiled/it.json'),
  nl: () => import('./compiled/nl.json'),
  pl: () => import('./compiled/pl.json'),
  es: () => import('./compiled/es.json'),
  id: () => import('./compiled/id.json'),
};

/** The compiled catalogue of a locale (pre-parsed ICU messages, ready for createIntl or I18nProvider). */
export async function loadMessages(locale: CatalogueLocale): Promise<CompiledMessages> {
  const module = await loaders[locale]();
  return module.default as CompiledMessages;
}

/** The compiled catalogue an edition reads (e.g. for `<I18nProvider messages>` from a server component). */
export function loadEditionMessages(edition: EditionInput): Promise<CompiledMessages> {
  return loadMessages(catalogueLocaleOf(edition));
}

const intlByEdition = new Map<string, Promise<ShopIntl>>();

/** Loads the edition's catalogue once and returns its intl object (server components, route handlers). */
export function getIntl(edition: EditionInput): Promise<ShopIntl> {
  const resolved = resolveEdition(edition);
  let intl = intlByEdition.get(resolved.key);
  if (!intl) {
    intl = loadEditionMessages(resolved).then((messages) => createIntl(resolved, messages));
    intl.catch(() => intlByEdition.delete(resolved.key));
    intlByEdition.set(resolved.key, intl);
  }
  return intl;
}

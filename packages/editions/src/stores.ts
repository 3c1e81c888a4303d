import { EDITIONS, type EditionKey } from './editions.js';

/** Stores a shopper can choose (spec §1); Austria is served by the de store. */
export interface Store {
  country: string;
  edition: EditionKey;
  nameKey: string;
}

export const STORES: readonly Store[] = [
  { country: 'de', edition: 'de', nameKey: 'store.de.name' },
  { country: 'fr', edition: 'fr', nameKey: 'store.fr.name' },
  { country: 'it', edition: 'it', nameKey: 'store.it.name' },
  { country: 'at', edition: 'de', nameKey: 'store.at.name' },
  { country: 'nl', edition: 'nl', nameKey: 'store.nl.name' },
  { country: 'pl', edition: 'pl', nameKey: 'store.pl.name' },
  { country: 'gb', edition: 'gb', nameKey: 'store.gb.name' },
  { country: 'global', edition: 'en', nameKey: 'store.global.name' },
  { country: 'id', edition: 'id', nameKey: 'store.id.name' },
];

export const DEFAULT_STORE: EditionKey = 'fr';
export const DEFAULT_COUNTRY = 'fr';
export const DEFAULT_LANGUAGE = 'de';

export interface StoreChoiceInput {
  /** Country forced for a preview (e.g. a query parameter or cookie set by an editor). */
  previewCountry?: string | null | undefined;
  /** Country detected from the request (e.g. the CDN's geo header). */
  detectedCountry?: string | null | undefined;
}

/** Store choice (spec §4): preview country, else detected country; 'en' becomes global; unknown falls back to fr. */
export function chooseStore({ previewCountry, detectedCountry }: StoreChoiceInput): EditionKey {
  const country = (previewCountry?.trim() || detectedCountry?.trim() || '').toLowerCase();
  if (country === 'en') return 'en';
  if (country === 'uk') return 'gb';
  return STORES.find((store) => store.country === country)?.edition ?? DEFAULT_STORE;
}

/** The home page of a store's edition, where `/` sends a shopper. */
export function storeHomePath(edition: EditionKey): string {
  return `/${EDITIONS[edition].pathPrefix}/`;
}

import type { Edition } from '@shop/editions';

/**
 * What the browser's formatters need of an edition: its key, text locale, price locale and currency, and VAT
 * rate. The server hands it to `I18nProvider`, so the browser needs no edition registry.
 */
export type ClientEdition = Pick<Edition, 'key' | 'locale' | 'prices' | 'vatRate'>;

/** The client's part of an edition, as plain data for a server component to pass to `I18nProvider`. */
export function clientEdition({ key, locale, prices, vatRate }: ClientEdition): ClientEdition {
  return { key, locale, prices: { locale: prices.locale, currency: prices.currency }, vatRate };
}

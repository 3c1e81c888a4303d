import type { IntlShape } from '@formatjs/intl';
import type { Edition } from '@shop/editions';
import { type CatalogueLocale, catalogueLocaleFor } from './catalogue-locale';
import type { ClientEdition } from './client-edition';
import { formatAmount, type PriceValue } from './price-format';
import type { MessageId, Translate } from './types';

/** What every intl object of the shop adds to formatjs: the edition, typed messages, prices, VAT copy. */
export interface ShopFormatters<E extends ClientEdition = Edition> {
  /** The edition (in the browser its client part: key, locale, prices, VAT rate). */
  readonly edition: E;
  readonly catalogueLocale: CatalogueLocale;
  /** Formats a message by id, with its values. */
  readonly t: Translate;
  /** A price in the edition's price locale and currency ('' for a non-numeric value, 0 for a negative one). */
  readonly formatPrice: (value: PriceValue) => string;
  /** The VAT copy of the edition's store: 'Incl. 19% VAT' where a rate is named, else 'VAT included'. */
  readonly formatVat: () => string;
}

type FormatMessage = (descriptor: { id: MessageId }, values?: Record<string, unknown>) => string;

/**
 * Adds the shop's formatters to an intl object of the edition (formatjs' on the server, the browser's own). It
 * reads only the edition it is given, never the registry, so the browser can use it without `@shop/editions`.
 */
export function withShopFormatters<
  I extends Pick<IntlShape, 'formatMessage'> | { formatMessage: FormatMessage },
  E extends ClientEdition,
>(intl: I, edition: E): I & ShopFormatters<E> {
  const formatMessage = intl.formatMessage as unknown as FormatMessage;
  const t: Translate = (id, ...values) => String(formatMessage({ id }, values[0]));
  const { vatRate } = edition;
  return {
    ...intl,
    edition,
    catalogueLocale: catalogueLocaleFor(edition.locale),
    t,
    formatPrice: (value) => formatAmount(value, edition.prices),
    // As `vatCopy` of @shop/editions: a rate where the store names one, else 'VAT included'.
    formatVat: () =>
      vatRate === null ? t('price.vat.included') : t('price.vat.includedRate', { rate: vatRate }),
  };
}

import type { IntlShape } from '@formatjs/intl';
import { type Edition, vatCopy } from '@shop/editions';
import { formatPrice, type PriceValue } from './format';
import { type CatalogueLocale, catalogueLocaleOf, type EditionInput, resolveEdition } from './locales';
import type { MessageId, Translate } from './types';

/** What every intl object of the shop adds to formatjs: the edition, typed messages, prices, VAT copy. */
export interface ShopFormatters {
  readonly edition: Edition;
  readonly catalogueLocale: CatalogueLocale;
  /** Formats a message by id, with its values. */
  readonly t: Translate;
  /** A price in the edition's price locale and currency ('' for a non-numeric value, 0 for a negative one). */
  readonly formatPrice: (value: PriceValue) => string;
  /** The VAT copy of the edition's store: 'Incl. 19% VAT' where a rate is named, else 'VAT included'. */
  readonly formatVat: () => string;
}

type FormatMessage = (descriptor: { id: MessageId }, values?: Record<string, unknown>) => string;

/** Adds the shop's formatters to an intl object of the edition (formatjs' on the server, the browser's own). */
export function withShopFormatters<
  I extends Pick<IntlShape, 'formatMessage'> | { formatMessage: FormatMessage },
>(intl: I, edition: EditionInput): I & ShopFormatters {
  const resolved = resolveEdition(edition);
  const formatMessage = intl.formatMessage as unknown as FormatMessage;
  const t: Translate = (id, ...values) => String(formatMessage({ id }, values[0]));
  return {
    ...intl,
    edition: resolved,
    catalogueLocale: catalogueLocaleOf(resolved),
    t,
    formatPrice: (value) => formatPrice(value, resolved),
    formatVat: () => {
      const vat = vatCopy(resolved.key);
      return vat.kind === 'rate' ? t('price.vat.includedRate', { rate: vat.rate }) : t('price.vat.included');
    },
  };
}

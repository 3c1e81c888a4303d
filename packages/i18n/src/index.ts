export { browserMessages } from './browser-messages';
export { getIntl, loadEditionMessages, loadMessages } from './catalogues';
export { type ClientEdition, clientEdition } from './client-edition';
export {
  type DateValue,
  DEFAULT_DATE_FORMAT,
  formatDate,
  formatNumber,
  formatPrice,
  type PriceValue,
  toAmount,
} from './format';
export { type CreateIntlOptions, createIntl, type ShopIntl } from './intl';
export {
  CATALOGUE_LOCALES,
  type CatalogueLocale,
  catalogueLocaleFor,
  catalogueLocaleOf,
  type EditionInput,
  resolveEdition,
  SOURCE_LOCALE,
} from './locales';
export { type ShopFormatters, withShopFormatters } from './shop-formatters';
export type {
  BrowserMessage,
  BrowserMessages,
  CompiledMessages,
  MessageArgs,
  MessageAst,
  MessageId,
  MessageValues,
  Translate,
} from './types';

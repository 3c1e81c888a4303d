import { createIntl as createFormatjsIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { type EditionInput, resolveEdition, SOURCE_LOCALE } from './locales';
import { type ShopFormatters, withShopFormatters } from './shop-formatters';
import type { CompiledMessages } from './types';

export type ShopIntl = IntlShape & ShopFormatters;

export interface CreateIntlOptions {
  /** IANA time zone for dates and times, e.g. the shopper's timezone cookie; the runtime's zone when absent. */
  timeZone?: string;
}

const cache = createIntlCache();

/**
 * A server-safe intl object (no React) for an edition: texts in the edition's locale from the given compiled
 * catalogue (see `loadMessages`, or use `getIntl`), numbers and dates in the edition's locale, prices in its
 * price locale and currency.
 */
export function createIntl(
  edition: EditionInput,
  messages: CompiledMessages,
  options: CreateIntlOptions = {},
): ShopIntl {
  const resolved = resolveEdition(edition);
  const intl = createFormatjsIntl(
    {
      locale: resolved.locale,
      defaultLocale: SOURCE_LOCALE,
      messages,
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    },
    cache,
  );
  return withShopFormatters(intl, resolved);
}

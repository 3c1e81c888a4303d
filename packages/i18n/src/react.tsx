'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type BrowserIntl, createBrowserIntl } from './browser-intl';
import type { ClientEdition } from './client-edition';
import type { CreateIntlOptions, ShopIntl } from './intl';
import { type ShopFormatters, withShopFormatters } from './shop-formatters';
import type { BrowserMessages, CompiledMessages, Translate } from './types';

export type { ClientEdition } from './client-edition';
export type { MessageId, Translate } from './types';

export type ShopReactIntl = BrowserIntl & ShopFormatters<ClientEdition>;

const I18nContext = createContext<ShopReactIntl | null>(null);

export interface I18nProviderProps extends CreateIntlOptions {
  /**
   * The edition's client part, `clientEdition(edition)` from `@shop/i18n` (an `Edition` does too, but a server
   * component passing it sends all of it): the browser then needs no edition registry.
   */
  edition: ClientEdition;
  /**
   * The edition's catalogue, or the part of it the browser needs: `browserMessages(...)` from `@shop/i18n` in a
   * server component (the lighter form for a page's HTML), or the compiled catalogue as it is.
   */
  messages: CompiledMessages | BrowserMessages;
  children?: ReactNode;
}

/** Mount once at the app's root, per edition: texts, numbers, dates and prices for every component below. */
export function I18nProvider({ edition, messages, timeZone, children }: I18nProviderProps) {
  const intl = useMemo(
    () => withShopFormatters(createBrowserIntl(edition.locale, messages, timeZone), edition),
    [edition, messages, timeZone],
  );
  return <I18nContext.Provider value={intl}>{children}</I18nContext.Provider>;
}

/** The provider's intl object: the shop's `t`, `formatPrice`, `formatVat` and edition, dates and numbers. */
export function useI18n(): ShopReactIntl {
  const intl = useContext(I18nContext);
  if (intl === null) throw new Error('useI18n must be used inside <I18nProvider>');
  return intl;
}

/** Just the typed message function. */
export function useT(): Translate {
  return useI18n().t;
}

/**
 * Server components only: makes `intl` the texts of this request's server components (the `react-server` build
 * of this module implements it). Components below a client module read `I18nProvider` instead.
 */
export function setRequestI18n(_intl: ShopIntl): void {
  throw new Error('setRequestI18n is for server components (the react-server build of @shop/i18n/react)');
}

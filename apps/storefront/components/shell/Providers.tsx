'use client';

import type { StorefrontSettings } from '@shop/content-client';
import type { EditionKey } from '@shop/editions';
import type { BrowserMessages, ClientEdition } from '@shop/i18n';
import { I18nProvider } from '@shop/i18n/react';
import {
  createBrowserStorage,
  createCompareStorage,
  createLazyShopAdapter,
  createSession,
  rememberTimezone,
} from '@shop/session';
import { SessionProvider } from '@shop/session/react';
import type { ShopClientOptions } from '@shop/shop-client';
import type { SnippetNote } from '@shop/ui';
import { type ReactNode, useEffect } from 'react';
import type { AccountSiteLinks } from '@/lib/account-site';
import { rememberStore } from '@/lib/country-switch.client';
import { loadSessionUser } from '../account/account-api.client';
import { AccountSiteProvider } from '../account/account-site';
import { CartUiProvider } from '../cart/CartUi';
import { FavoritesUiProvider } from '../favorites/FavoritesUi';
import { ShopperListsBridge } from '../favorites/ShopperListsBridge';
import { CartTracking } from '../tracking/CartTracking';
import { CatalogueModeProvider } from './CatalogueMode';
import { CartSwitchNotice } from './ShellCountrySelector';

/**
 * Texts, the shopper's session and the cart flyout around the header and the page; mounted once per edition by the
 * root layout, which renders the header itself on the server (`SiteHeader`, passed as `header`). No
 * QueryClient here: TanStack Query loads with the first island that needs it (docs/ui.md).
 */
export function Providers({
  edition,
  i18nEdition,
  messages,
  shop,
  brandName,
  settings,
  cartFlyoutNotes,
  header,
  accountSite = null,
  servedCountries,
  children,
}: {
  edition: EditionKey;
  /** The countries this edition's store serves (its own, and Austria on de): a remembered one of them stays. */
  servedCountries: readonly string[];
  /** What the browser's formatters need of the edition (`clientEdition`), so they need no edition registry. */
  i18nEdition: ClientEdition;
  messages: BrowserMessages;
  shop: ShopClientOptions;
  brandName: string;
  settings: StorefrontSettings | null;
  /** The `cart-flyout-snippet`'s notes for the cart flyout. */
  cartFlyoutNotes: readonly SnippetNote[];
  /** The header promotions and the header, rendered on the server; inside the providers their client leaves need. */
  header: ReactNode;
  /** A single-sign-on store's external account site. */
  accountSite?: AccountSiteLinks | null;
  children: ReactNode;
}) {
  // The shopper's UTC offset goes into the content service's constraints on the next server render (spec §3); the
  // store of this edition is remembered for `/` (kept pages carry no cookie: lib/country-switch.client.ts).
  useEffect(() => rememberTimezone(), []);
  useEffect(() => rememberStore(edition, servedCountries), [edition, servedCountries]);
  return (
    <I18nProvider edition={i18nEdition} messages={messages}>
      <AccountSiteProvider value={accountSite}>
        <SessionProvider
          create={() => {
            const storage = createBrowserStorage({ shopUrl: shop.storefrontDomain });
            // The shop client loads with the first call that needs the backend, not with the page.
            const adapter = createLazyShopAdapter({
              storage,
              load: (events) =>
                import('@shop/shop-client').then(({ createShopAdapter, createShopClient }) =>
                  createShopAdapter({
                    client: createShopClient(shop),
                    storage,
                    events,
                    // A cart moved here from another edition takes this one's titles, pages and prices (§4).
                    currentLines: (lines) =>
                      import('@/lib/cart-lines.client').then((module) =>
                        module.currentCartLines(edition, lines),
                      ),
                  }),
                ),
            });
            return createSession({
              adapter,
              favorites: storage,
              compare: createCompareStorage({ edition }),
              // Who is signed in comes from the storefront's own server, never from the token (docs/accounts.md).
              loadUser: () => loadSessionUser(edition),
            });
          }}
        >
          <CartTracking brand={brandName} />
          <CatalogueModeProvider value={settings?.catalogueMode ?? false}>
            <CartUiProvider edition={edition} settings={settings} flyoutNotes={cartFlyoutNotes}>
              <ShopperListsBridge edition={edition}>
                <FavoritesUiProvider edition={edition}>
                  {header}
                  <CartSwitchNotice edition={edition} />
                  {children}
                </FavoritesUiProvider>
              </ShopperListsBridge>
            </CartUiProvider>
          </CatalogueModeProvider>
        </SessionProvider>
      </AccountSiteProvider>
    </I18nProvider>
  );
}

'use client';

import type { EditionKey } from '@shop/editions';
import type { CompiledMessages } from '@shop/i18n';
import { I18nProvider } from '@shop/i18n/react';
import { createBrowserStorage, createSession } from '@shop/session';
import { SessionProvider } from '@shop/session/react';
import { createShopAdapter, createShopClient, type ShopClientOptions } from '@shop/shop-client';
import type { ReactNode } from 'react';

/** Texts and the shopper's session for everything below; mounted once per edition by the root layout. */
export function Providers({
  edition,
  messages,
  shop,
  children,
}: {
  edition: EditionKey;
  messages: CompiledMessages;
  shop: ShopClientOptions;
  children: ReactNode;
}) {
  return (
    <I18nProvider edition={edition} messages={messages}>
      <SessionProvider
        create={() => {
          const storage = createBrowserStorage({ shopUrl: shop.storefrontDomain });
          const adapter = createShopAdapter({ client: createShopClient(shop), storage });
          return createSession({ adapter, favorites: storage });
        }}
      >
        {children}
      </SessionProvider>
    </I18nProvider>
  );
}

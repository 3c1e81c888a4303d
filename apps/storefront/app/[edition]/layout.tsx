import { EDITION_KEYS, getEdition, STORES } from '@shop/editions';
import { clientEdition, loadEditionMessages } from '@shop/i18n';
import { shopClientOptionsFor } from '@shop/shop-client';
import { BackToTop, HeaderPromotions } from '@shop/ui';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Providers } from '@/components/shell/Providers';
import { SiteFooter } from '@/components/shell/SiteFooter';
import { SiteHeader } from '@/components/shell/SiteHeader';
import { TagManager } from '@/components/tracking/TagManager';
import { clientMessages } from '@/lib/client-messages';
import { shopFont } from '@/lib/fonts';
import { provideRequestI18n } from '@/lib/i18n.server';
import { DEGRADED_ATTRIBUTE } from '@/lib/kept-page-life';
import { editionParam } from '@/lib/routing';
import { searchEngineVerification } from '@/lib/seo/verification';
import {
  cartNotesOf,
  deliveryCountries,
  flyoutTeasersOf,
  footerOf,
  headerPromotionsOf,
  navigation,
  shellPartsFailed,
  storefrontSettings,
} from '@/lib/shell.server';
import { BRAND_NAME, SHOP_BASE_URL } from '@/lib/site';
import { accountSiteFor } from '@/server/sso/config';
import '@shop/ui/styles.css';
import './globals.css';

export function generateStaticParams() {
  return EDITION_KEYS.map((edition) => ({ edition }));
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export async function generateMetadata({
  params,
}: {
  params: Promise<{ edition: string }>;
}): Promise<Metadata> {
  const edition = editionParam((await params).edition);
  return {
    metadataBase: new URL(SHOP_BASE_URL),
    verification: edition ? searchEngineVerification(edition, process.env) : undefined,
  };
}

export default async function EditionLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ edition: string }>;
}) {
  const key = editionParam((await params).edition) ?? notFound();
  const edition = getEdition(key);
  // The layout's own server parts (footer, promotions) render beside the page, not after it: they must not count
  // on the page having set the request's texts first (a not-found page sets them late).
  const [messages, settings, menu, promotions, delivery, cartFlyoutNotes, flyoutTeasers] = await Promise.all([
    loadEditionMessages(edition),
    storefrontSettings(key),
    navigation(key),
    headerPromotionsOf(key),
    deliveryCountries(key),
    cartNotesOf(key, 'cart-flyout-snippet'),
    flyoutTeasersOf(key),
    provideRequestI18n(key),
    // Asked here, once per request (SiteFooter reads the same answer), so a failed footer marks the page below.
    footerOf(key),
  ]);
  const missing = [...(menu.length === 0 ? ['menu'] : []), ...shellPartsFailed(key)];
  const shop = shopClientOptionsFor(key, process.env);
  return (
    <html lang={edition.locale} className={shopFont.variable}>
      {/* A page missing a shell part is kept for seconds only (lib/kept-page-life.ts). */}
      <body {...(missing.length > 0 ? { [DEGRADED_ATTRIBUTE]: missing.join(' ') } : {})}>
        <TagManager />
        <Providers
          edition={key}
          servedCountries={STORES.filter((store) => store.edition === key).map((store) => store.country)}
          i18nEdition={clientEdition(edition)}
          messages={clientMessages(messages)}
          shop={shop}
          brandName={BRAND_NAME}
          settings={settings}
          cartFlyoutNotes={cartFlyoutNotes}
          header={
            <>
              <HeaderPromotions items={promotions} />
              <SiteHeader
                edition={key}
                brandName={BRAND_NAME}
                navigation={menu}
                flyoutTeasers={flyoutTeasers}
                deliveryCountries={delivery}
                catalogueMode={settings?.catalogueMode ?? false}
              />
            </>
          }
          accountSite={accountSiteFor(key)}
        >
          {children}
          <SiteFooter edition={key} newsletterEnabled={settings?.newsletterEnabled ?? true} />
          <BackToTop />
        </Providers>
      </body>
    </html>
  );
}

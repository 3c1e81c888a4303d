import { EDITION_KEYS, getEdition } from '@shop/editions';
import { loadEditionMessages } from '@shop/i18n';
import { shopClientOptionsFor } from '@shop/shop-client';
import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Providers } from '@/components/Providers';
import { clientMessages } from '@/lib/client-messages';
import { navigation, storefrontSettings } from '@/lib/content.server';
import { editionParam } from '@/lib/routing';
import { searchEngineVerification } from '@/lib/seo/verification';
import { BRAND_NAME, SHOP_BASE_URL } from '@/lib/site';
import '@shop/ui/styles.css';
import './globals.css';

// One family, 400 and 700, each with its italic (spec §3 font manifest).
const shopFont = localFont({
  src: [
    { path: '../fonts/SourceSans3-Regular.woff2', weight: '400', style: 'normal' },
    { path: '../fonts/SourceSans3-It.woff2', weight: '400', style: 'italic' },
    { path: '../fonts/SourceSans3-Bold.woff2', weight: '700', style: 'normal' },
    { path: '../fonts/SourceSans3-BoldIt.woff2', weight: '700', style: 'italic' },
  ],
  variable: '--shop-font',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

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
  const [messages, settings, menu] = await Promise.all([
    loadEditionMessages(edition),
    storefrontSettings(key),
    navigation(key),
  ]);
  const shop = shopClientOptionsFor(key, process.env);
  return (
    <html lang={edition.locale} className={shopFont.variable}>
      <body>
        <Providers
          edition={key}
          messages={clientMessages(messages)}
          shop={shop}
          brandName={BRAND_NAME}
          navigation={menu}
          settings={settings}
        >
          {children}
        </Providers>
      </body>
    </html>
  );
}

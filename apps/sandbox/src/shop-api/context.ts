import type { Catalogue } from '../catalogue/read-model';
import type { Db } from '../db/database';
import { type Currency, isLanguage, type Language, MARKETS, type Market, marketOf } from '../floor/markets';

export interface ShopConfig {
  /** Accepted values of X-Shopify-Storefront-Access-Token. */
  storefrontTokens: string[];
  /** Lifetime of customer access tokens. */
  customerTokenLifetimeSeconds: number;
  /** The shop's Multipass secret (`customerAccessTokenCreateWithMultipass`). */
  multipassSecret: string;
  /**
   * Where the customer mails' links lead, as a headless shop edits its notification templates: the storefront's
   * account pages (`{accountLinks}/reset-password?id=…&token=…`, `…/activate-account?…`). Omitted: the shop's own
   * `/account/reset|activate/…` URLs, which the sandbox does not serve.
   */
  accountLinks?: string;
  /**
   * The shop's primary domain (host and port) in `shop.primaryDomain`, `onlineStoreUrl` and menu item URLs; omitted:
   * `vitalis-home-health.example`. A client that turns these URLs into its own paths by cutting its store domain off
   * (vercel/commerce) wants the sandbox's own address here, as a shop on its `myshopify.com` domain answers.
   */
  primaryDomain?: string;
}

export interface ShopState {
  db: Db;
  catalogue: Catalogue;
  config: ShopConfig;
}

export interface InContext {
  country: string;
  market: Market;
  currency: Currency;
  language: Language;
}

export interface ShopContext extends ShopState {
  inContext: InContext;
  /** Scheme, host and port the caller used: checkout and media URLs point there. */
  origin: string;
}

/** @inContext as Shopify applies it: an unknown country gets the primary market, an unpublished language the market's. */
export function resolveInContext(country: unknown, language: unknown): InContext {
  const known = typeof country === 'string' && MARKETS.some((market) => market.country === country);
  const market = marketOf(known ? (country as string) : null);
  const lower = typeof language === 'string' ? language.toLowerCase() : '';
  return {
    country: market.country,
    market,
    currency: market.currency,
    language: isLanguage(lower) ? lower : market.defaultLanguage,
  };
}

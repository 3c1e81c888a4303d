// The shop and its localization: markets, countries, languages, currencies.
import { gid } from '../../floor/gid';
import {
  CURRENCIES,
  LANGUAGES,
  type Language,
  MARKETS,
  type Market,
  PRIMARY_MARKET,
  SHOP,
} from '../../floor/markets';
import type { InContext, ShopContext } from '../context';
import type { ResolverMap } from '../schema';

import { metafieldsOf, noMetafields, primaryDomainHost, storefrontUrl } from './catalogue-sources';

type Ctx = ShopContext;

// ---------------------------------------------------------------- localization

function displayName(type: 'region' | 'language' | 'currency', code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

function languageSource(code: Language, context: InContext) {
  return {
    __typename: 'Language',
    isoCode: code.toUpperCase(),
    name: displayName('language', code, context.language),
    endonymName: displayName('language', code, code),
  };
}

function currencySource(code: string, context: InContext) {
  const symbol =
    new Intl.NumberFormat(context.language, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? code;
  return {
    __typename: 'Currency',
    isoCode: code,
    name: displayName('currency', code, context.language),
    symbol,
  };
}

function marketSource(market: Market) {
  return {
    __typename: 'Market',
    id: gid('Market', 1000 + MARKETS.indexOf(market)),
    handle: market.country.toLowerCase(),
  };
}

function countrySource(market: Market, context: InContext) {
  const languages = [market.defaultLanguage, ...LANGUAGES.filter((code) => code !== market.defaultLanguage)];
  return {
    __typename: 'Country',
    isoCode: market.country,
    name: displayName('region', market.country, context.language),
    currency: currencySource(market.currency, context),
    unitSystem: 'METRIC_SYSTEM',
    availableLanguages: languages.map((code) => languageSource(code, context)),
    market: marketSource(market),
  };
}

export const shopResolvers: ResolverMap = {
  Shop: {
    id: () => gid('Shop', SHOP.id),
    name: () => SHOP.name,
    description: (_, __, context: Ctx) =>
      context.inContext.language === 'de' ? SHOP.description.de : SHOP.description.en,
    moneyFormat: () => SHOP.moneyFormat,
    primaryDomain: (_, __, context: Ctx) => ({
      __typename: 'Domain',
      host: primaryDomainHost(context),
      url: storefrontUrl(context, ''),
      sslEnabled: true,
    }),
    brand: () => null,
    privacyPolicy: () => null,
    refundPolicy: () => null,
    shippingPolicy: () => null,
    subscriptionPolicy: () => null,
    termsOfService: () => null,
    shipsToCountries: () => MARKETS.map((market) => market.country).filter((code) => code !== 'ZZ'),
    paymentSettings: () => ({
      __typename: 'PaymentSettings',
      acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
      cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
      countryCode: PRIMARY_MARKET.country,
      currencyCode: PRIMARY_MARKET.currency,
      enabledPresentmentCurrencies: [...CURRENCIES],
      shopifyPaymentsAccountId: null,
      supportedDigitalWallets: [],
    }),
    ...metafieldsOf('Shop', () => SHOP.id),
  },

  Localization: {
    availableCountries: (_, __, context: Ctx) =>
      MARKETS.map((market) => countrySource(market, context.inContext)),
    availableLanguages: (_, __, context: Ctx) =>
      countrySource(context.inContext.market, context.inContext).availableLanguages,
    country: (_, __, context: Ctx) => countrySource(context.inContext.market, context.inContext),
    language: (_, __, context: Ctx) => languageSource(context.inContext.language, context.inContext),
    market: (_, __, context: Ctx) => marketSource(context.inContext.market),
  },

  Market: noMetafields,
};

import { describe, expect, it } from 'vitest';
import {
  resolveAccountServiceConfig,
  resolveAllEditionConfigs,
  resolveEditionConfig,
  resolveExternalLanguageSites,
  resolveTrustedShopId,
  SANDBOX_ORIGIN,
  SANDBOX_STOREFRONT_TOKEN,
} from './config.js';

const SANDBOX = { SHOP_BACKEND: 'sandbox' };

describe('credentials and domains come from configuration at run time', () => {
  it('with SHOP_BACKEND=sandbox and nothing else set, every edition talks to the local sandbox', () => {
    const configs = resolveAllEditionConfigs(SANDBOX);
    for (const config of Object.values(configs)) {
      expect(config).toEqual({
        storefrontDomain: SANDBOX_ORIGIN,
        shopDomain: '127.0.0.1:4000',
        storefrontApiKey: SANDBOX_STOREFRONT_TOKEN,
        reviews: { token: undefined, domain: undefined },
        trustedShopId: undefined,
      });
    }
  });

  it('a per-edition variable wins over the shared one; blank counts as unset', () => {
    const env = {
      SHOP_STOREFRONT_DOMAIN: 'brand-eu.myshopify.com',
      SHOP_STOREFRONT_DOMAIN_PL: 'https://brand-pl.myshopify.com/',
      SHOP_STOREFRONT_TOKEN: 'shared',
      SHOP_STOREFRONT_TOKEN_PL: '  ',
      TRUSTED_SHOP_ID_DE: 'X123',
      REVIEWS_TOKEN: 'r',
      REVIEWS_DOMAIN: 'reviews.example',
    };
    expect(resolveEditionConfig('pl', env)).toEqual({
      storefrontDomain: 'https://brand-pl.myshopify.com',
      shopDomain: 'brand-pl.myshopify.com',
      storefrontApiKey: 'shared',
      reviews: { token: 'r', domain: 'reviews.example' },
      trustedShopId: undefined,
    });
    expect(resolveEditionConfig('de', env).storefrontDomain).toBe('https://brand-eu.myshopify.com');
    expect(resolveEditionConfig('de', env).trustedShopId).toBe('X123');
    // Read on its own without the backend's settings (the Content-Security-Policy asks for every edition).
    expect(resolveTrustedShopId('de', { TRUSTED_SHOP_ID_DE: ' X9 ', TRUSTED_SHOP_ID: 'X1' })).toBe('X9');
    expect(resolveTrustedShopId('pl', { TRUSTED_SHOP_ID_DE: 'X9', TRUSTED_SHOP_ID: 'X1' })).toBe('X1');
    expect(resolveTrustedShopId('pl', { TRUSTED_SHOP_ID: ' ' })).toBeUndefined();
  });

  it('without SHOP_BACKEND=sandbox, a missing domain or token is an error that names the variable', () => {
    expect(() => resolveEditionConfig('de', {})).toThrow(
      'SHOP_STOREFRONT_DOMAIN (or SHOP_STOREFRONT_DOMAIN_DE) is not set',
    );
    expect(() => resolveEditionConfig('pl', { SHOP_STOREFRONT_DOMAIN: 'brand.myshopify.com' })).toThrow(
      'SHOP_STOREFRONT_TOKEN (or SHOP_STOREFRONT_TOKEN_PL) is not set',
    );
    expect(() => resolveAllEditionConfigs({ SHOP_BACKEND: 'production' })).toThrow(/SHOP_BACKEND=sandbox/);
  });

  it('with SHOP_BACKEND=sandbox, what is set still wins (a sandbox on another port)', () => {
    expect(
      resolveEditionConfig('de', { ...SANDBOX, SHOP_STOREFRONT_DOMAIN: 'http://127.0.0.1:4010' }),
    ).toMatchObject({
      storefrontDomain: 'http://127.0.0.1:4010',
      storefrontApiKey: SANDBOX_STOREFRONT_TOKEN,
    });
  });
});

describe('the account service of a single-sign-on store comes from configuration', () => {
  it('with SHOP_BACKEND=sandbox and nothing else set, it is the sandbox wing with the sandbox client, ES256 pinned', () => {
    expect(resolveAccountServiceConfig('pl', SANDBOX)).toEqual({
      baseUrl: 'http://127.0.0.1:4000/account-service',
      jwksUrl: 'http://127.0.0.1:4000/account-service/.well-known/jwks.json',
      issuer: 'urn:sandbox:account-service',
      audience: 'storefront',
      algorithm: 'ES256',
      clientId: 'storefront',
      clientSecret: 'sandbox-account-secret',
      theme: 'light',
      storeLocale: 'pl-PL',
    });
  });

  it('follows the shop backend to another sandbox', () => {
    expect(
      resolveAccountServiceConfig('de', { ...SANDBOX, SHOP_STOREFRONT_DOMAIN: 'http://127.0.0.1:4010' })
        ?.baseUrl,
    ).toBe('http://127.0.0.1:4010/account-service');
  });

  it('without SHOP_BACKEND=sandbox or a shop backend, an unset ACCOUNT_SERVICE_URL is an error', () => {
    expect(() => resolveAccountServiceConfig('fr', {})).toThrow('SHOP_STOREFRONT_DOMAIN');
  });

  it('a real service: its URL, the issuer defaulting to it, no sandbox secret', () => {
    const env = {
      ACCOUNT_SERVICE_URL: 'https://account.example.com/',
      ACCOUNT_SERVICE_AUDIENCE_FR: 'shop-fr',
      ACCOUNT_SERVICE_THEME: 'dark',
    };
    expect(resolveAccountServiceConfig('fr', env)).toMatchObject({
      baseUrl: 'https://account.example.com',
      issuer: 'https://account.example.com',
      audience: 'shop-fr',
      clientSecret: undefined,
      theme: 'dark',
      storeLocale: 'fr-FR',
    });
    expect(resolveAccountServiceConfig('de', env)?.audience).toBe('storefront');
  });

  it.each(['en', 'nl', 'gb', 'es', 'id'] as const)('%s has none', (key) => {
    expect(resolveAccountServiceConfig(key, {})).toBeNull();
  });
});

describe('the US and Spanish sites come from configuration', () => {
  it('reads LANGUAGE_SITE_US and LANGUAGE_SITE_ES', () => {
    expect(
      resolveExternalLanguageSites({
        LANGUAGE_SITE_US: ' https://us.vitalis.test ',
        LANGUAGE_SITE_ES: 'https://www.vitalis.test/es/',
      }),
    ).toEqual({ us: 'https://us.vitalis.test/', es: 'https://www.vitalis.test/es/' });
  });

  it.each([
    ['unset', undefined],
    ['blank', '  '],
    ['a path', '/us/'],
    ['a script', 'javascript:alert(1)'],
    ['a bare host', 'us.vitalis.test'],
    ['not a URL', 'https://'],
  ])('%s counts as unset: nothing configured', (_, value) => {
    expect(resolveExternalLanguageSites({ LANGUAGE_SITE_US: value, LANGUAGE_SITE_ES: value })).toEqual({});
  });
});

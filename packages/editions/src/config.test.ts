import { describe, expect, it } from 'vitest';
import {
  resolveAllEditionConfigs,
  resolveEditionConfig,
  SANDBOX_ORIGIN,
  SANDBOX_STOREFRONT_TOKEN,
} from './config.js';

describe('credentials and domains come from configuration at run time', () => {
  it('with nothing set, every edition talks to the local sandbox', () => {
    const configs = resolveAllEditionConfigs({});
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
  });
});

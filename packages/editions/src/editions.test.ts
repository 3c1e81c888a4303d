import { describe, expect, it } from 'vitest';
import {
  EDITION_KEYS,
  findEdition,
  GLOBAL_AND_ID_PRICE_LOCALE,
  getEdition,
  isEditionKey,
  SINGLE_SIGN_ON_EDITIONS,
} from './editions.js';
import { vatCopy } from './vat.js';

describe('the nine editions (value: language)', () => {
  it('are de, en (global), fr, it, nl, pl, gb (UK), es, id', () => {
    expect(EDITION_KEYS).toEqual(['de', 'en', 'fr', 'it', 'nl', 'pl', 'gb', 'es', 'id']);
  });

  it.each(EDITION_KEYS)('%s carries every field of the edition settings', (key) => {
    const edition = getEdition(key);
    expect(edition.key).toBe(key);
    expect(edition.value).toBe(key);
    for (const field of [
      'locale',
      'nameKey',
      'languageLabelKey',
      'flagIcon',
      'code',
      'label',
      'hreflang',
      'cultureCode',
      'searchRoute',
      'cartRoute',
      'favoritesRoute',
    ] as const) {
      expect(edition[field], field).toMatch(/\S/);
    }
    expect(Object.keys(edition.accountRoutes).sort()).toEqual(
      [
        'activateAccount',
        'address',
        'changePassword',
        'login',
        'orderHistory',
        'personal',
        'resetPassword',
      ].sort(),
    );
    expect(['live', 'live_nl', 'live_europe']).toContain(edition.searchInstance);
  });

  it.each(EDITION_KEYS)('%s holds no credential in source (they come from configuration)', (key) => {
    const fields = Object.keys(getEdition(key)).map((field) => field.toLowerCase());
    for (const secret of ['storefrontapikey', 'apikey', 'token', 'reviewstoken', 'trustedshopid']) {
      expect(fields).not.toContain(secret);
    }
  });
});

describe('the segment uk maps to country gb and global maps to en', () => {
  it.each([
    ['gb', 'uk', 'GB'],
    ['en', 'global', 'ZZ'],
  ] as const)('%s is served under /%s/', (key, prefix, code) => {
    expect(getEdition(key).pathPrefix).toBe(prefix);
    expect(getEdition(key).code).toBe(code);
  });
});

describe('currencies: EUR for de, fr, it, nl, global and id; PLN for pl; GBP for gb', () => {
  it.each([
    ['de', 'de-DE', 'EUR'],
    ['en', GLOBAL_AND_ID_PRICE_LOCALE, 'EUR'],
    ['fr', 'de-DE', 'EUR'],
    ['it', 'it-IT', 'EUR'],
    ['nl', 'nl-NL', 'EUR'],
    ['pl', 'pl-PL', 'PLN'],
    ['gb', 'en-GB', 'GBP'],
    ['es', 'es-ES', 'EUR'],
    ['id', GLOBAL_AND_ID_PRICE_LOCALE, 'EUR'],
  ] as const)('%s prices in %s %s', (key, locale, currency) => {
    expect(getEdition(key).prices).toEqual({ locale, currency });
  });

  it('the price locale is de-DE for fr', () => {
    expect(getEdition('fr').prices.locale).toBe('de-DE');
  });

  it('global and id share one price locale, chosen in one constant (edition settings: de-DE)', () => {
    expect(GLOBAL_AND_ID_PRICE_LOCALE).toBe('de-DE');
    expect(getEdition('en').prices.locale).toBe(getEdition('id').prices.locale);
  });

  it.each(EDITION_KEYS)('%s formats with a locale Intl knows', (key) => {
    const { locale, currency } = getEdition(key).prices;
    expect(() => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(1)).not.toThrow();
    expect(Intl.NumberFormat.supportedLocalesOf([locale])).toEqual([locale]);
  });
});

describe('search-engine instance is live, live_nl or live_europe depending on the edition', () => {
  it.each([
    ['de', 'live'],
    ['nl', 'live_nl'],
    ['en', 'live_europe'],
    ['fr', 'live_europe'],
    ['it', 'live_europe'],
    ['pl', 'live_europe'],
    ['gb', 'live_europe'],
    ['es', 'live_europe'],
    ['id', 'live_europe'],
  ] as const)('%s searches in %s', (key, instance) => {
    expect(getEdition(key).searchInstance).toBe(instance);
  });
});

describe('VAT in copy: 19% Germany, 22% Italy, 21% Netherlands, 23% Poland; other stores say VAT included', () => {
  it.each([
    ['de', { kind: 'rate', rate: 19 }],
    ['it', { kind: 'rate', rate: 22 }],
    ['nl', { kind: 'rate', rate: 21 }],
    ['pl', { kind: 'rate', rate: 23 }],
    ['en', { kind: 'included' }],
    ['fr', { kind: 'included' }],
    ['gb', { kind: 'included' }],
    ['es', { kind: 'included' }],
    ['id', { kind: 'included' }],
  ] as const)('%s', (key, copy) => {
    expect(vatCopy(key)).toEqual(copy);
  });
});

describe('single-sign-on stores (pl, it, de, fr)', () => {
  it('are exactly pl, it, de and fr', () => {
    expect([...SINGLE_SIGN_ON_EDITIONS].sort()).toEqual(['de', 'fr', 'it', 'pl']);
  });

  it.each([
    ['de', 'de-DE'],
    ['fr', 'fr-FR'],
    ['it', 'it-IT'],
    ['pl', 'pl-PL'],
  ] as const)(
    '%s opens the account site under the store locale %s with the theme parameter',
    (key, locale) => {
      expect(getEdition(key).accountService).toEqual({ storeLocale: locale, theme: 'light' });
    },
  );

  it.each(['en', 'nl', 'gb', 'es', 'id'] as const)('%s has no account service', (key) => {
    expect(getEdition(key).singleSignOn).toBe(false);
    expect(getEdition(key).accountService).toBeNull();
  });
});

describe('looking an edition up by an untrusted value', () => {
  it.each([['de'], ['gb']])('finds %s', (value) => {
    expect(findEdition(value)?.key).toBe(value);
  });

  it.each([[''], ['DE'], ['uk'], ['global'], ['xx'], [null], [undefined], [42], [{}]])(
    'returns undefined for %j',
    (value) => {
      expect(findEdition(value)).toBeUndefined();
      expect(isEditionKey(value)).toBe(false);
    },
  );
});

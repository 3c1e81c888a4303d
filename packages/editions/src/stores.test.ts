import { describe, expect, it } from 'vitest';
import { EDITIONS } from './editions.js';
import {
  chooseStore,
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  DEFAULT_STORE,
  STORES,
  storeHomePath,
} from './stores.js';

describe('stores: Germany, France, Italy, Austria (which maps to the de store), Netherlands, Poland, Great Britain, global and Indonesia', () => {
  it('lists nine stores', () => {
    expect(STORES.map((store) => `${store.country}:${store.edition}`)).toEqual([
      'de:de',
      'fr:fr',
      'it:it',
      'at:de',
      'nl:nl',
      'pl:pl',
      'gb:gb',
      'global:en',
      'id:id',
    ]);
  });
});

describe("store choice: preview country, else detected country; 'en' becomes global; unknown falls back to fr", () => {
  it.each([
    [{ previewCountry: 'it', detectedCountry: 'de' }, 'it'],
    [{ previewCountry: null, detectedCountry: 'de' }, 'de'],
    [{ previewCountry: '', detectedCountry: 'NL' }, 'nl'],
    [{ detectedCountry: 'at' }, 'de'],
    [{ detectedCountry: 'en' }, 'en'],
    [{ detectedCountry: 'gb' }, 'gb'],
    [{ detectedCountry: 'uk' }, 'gb'],
    [{ detectedCountry: 'pl' }, 'pl'],
    [{ detectedCountry: 'id' }, 'id'],
    [{ detectedCountry: 'us' }, 'fr'],
    [{ detectedCountry: 'es' }, 'fr'],
    [{ detectedCountry: '  ' }, 'fr'],
    [{}, 'fr'],
  ] as const)('%j → %s', (input, edition) => {
    expect(chooseStore(input)).toBe(edition);
  });

  it('defaults: store fr, country fr, language de', () => {
    expect(DEFAULT_STORE).toBe('fr');
    expect(DEFAULT_COUNTRY).toBe('fr');
    expect(DEFAULT_LANGUAGE).toBe('de');
  });

  it('sends / to the chosen store home', () => {
    expect(storeHomePath(chooseStore({ detectedCountry: 'en' }))).toBe('/global/');
    expect(storeHomePath('gb')).toBe('/uk/');
  });

  it('every store name key matches its edition name key where they are the same store', () => {
    for (const store of STORES.filter((s) => s.country !== 'at')) {
      expect(EDITIONS[store.edition].nameKey).toBe(store.nameKey);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { EDITION_KEYS } from './editions.js';
import {
  hasSearchEngineVerification,
  LANGUAGE_OPTIONS,
  LANGUAGES_IN_ONE_CHECK,
  languageOptionsFor,
  SEARCH_ENGINE_VERIFICATION_LANGUAGES,
} from './languages.js';

describe('offered languages: German, Italian, English UK, French, English US, Spanish, Dutch, Polish, English Global, Indonesian', () => {
  it('has ten entries in that order', () => {
    expect(LANGUAGE_OPTIONS.map((option) => option.value)).toEqual([
      'de',
      'it',
      'gb',
      'fr',
      'us',
      'es',
      'nl',
      'pl',
      'en',
      'id',
    ]);
  });

  it('the US and Spanish entries point to external sites: the configured ones', () => {
    const sites = { us: 'https://us.vitalis.test/', es: 'https://es.vitalis.test/' };
    const external = languageOptionsFor('de', sites).filter((option) => option.isExternal);
    expect(external.map((option) => [option.value, option.url, option.edition])).toEqual([
      ['us', sites.us, null],
      ['es', sites.es, null],
    ]);
    expect(
      LANGUAGE_OPTIONS.filter((option) => option.edition === null).map((option) => option.value),
    ).toEqual(['us', 'es']);
  });

  it('without a configured site the US entry is left out and the Spanish entry opens the es edition', () => {
    const options = languageOptionsFor('de');
    expect(options.map((option) => option.value)).not.toContain('us');
    expect(options.find((option) => option.value === 'es')).toMatchObject({
      edition: 'es',
      url: '/es/',
      isActive: false,
      isExternal: false,
    });
    expect(languageOptionsFor('de', { es: 'https://es.vitalis.test/' }).map((o) => o.value)).not.toContain(
      'us',
    );
  });

  it('the Spanish entry is hidden from alternate-language links, and only it', () => {
    expect(LANGUAGE_OPTIONS.filter((option) => option.hideFromAlternates).map((o) => o.value)).toEqual([
      'es',
    ]);
  });

  it('English Global is the global entry', () => {
    expect(LANGUAGE_OPTIONS.filter((option) => option.isGlobal).map((o) => o.url)).toEqual(['/global/']);
  });

  it.each(EDITION_KEYS)('the %s edition is the one active entry', (key) => {
    const active = languageOptionsFor(key).filter((option) => option.isActive);
    expect(active.map((option) => option.edition)).toEqual([key]);
  });

  it('on the es edition the Spanish entry is its own: current, at its home; elsewhere the Spanish site', () => {
    const spanish = (key: 'es' | 'de') =>
      languageOptionsFor(key, { es: 'https://es.vitalis.test/' }).find((option) => option.value === 'es');
    expect(spanish('es')).toMatchObject({ edition: 'es', url: '/es/', isActive: true, isExternal: false });
    expect(spanish('de')).toMatchObject({ edition: null, url: 'https://es.vitalis.test/', isExternal: true });
  });
});

describe('languages in one check: pl, it, de, en, fr, id', () => {
  it('lists them', () => {
    expect(LANGUAGES_IN_ONE_CHECK).toEqual(['pl', 'it', 'de', 'en', 'fr', 'id']);
  });
});

describe('the search-engine verification tag applies only to languages it, fr, de, nl', () => {
  it.each(EDITION_KEYS)('%s', (key) => {
    expect(hasSearchEngineVerification(key)).toBe(['it', 'fr', 'de', 'nl'].includes(key));
  });
  it('lists them', () => {
    expect(SEARCH_ENGINE_VERIFICATION_LANGUAGES).toEqual(['it', 'fr', 'de', 'nl']);
  });
});

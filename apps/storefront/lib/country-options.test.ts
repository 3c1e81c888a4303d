import { getIntl, type MessageId } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { switchOptionsFor } from './country-options';

describe('switchOptionsFor', () => {
  const sites = { us: 'https://us.vitalis.test/', es: 'https://es.vitalis.test/' };

  it('the ten options from de: texts in German, de active, the switch targets by hreflang, US and ES external', async () => {
    const intl = await getIntl('de');
    const options = switchOptionsFor('de', (key) => intl.formatMessage({ id: key as MessageId }), sites);
    expect(options.map((option) => option.value)).toEqual([
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
    expect(options.filter((option) => option.active).map((option) => option.value)).toEqual(['de']);
    expect(options.find((option) => option.value === 'gb')).toMatchObject({
      label: 'Englisch (UK)',
      edition: 'gb',
      hreflang: 'en-GB',
      href: '/uk/',
      url: '/uk/',
      external: false,
    });
    expect(options.find((option) => option.value === 'en')).toMatchObject({
      country: 'global',
      edition: 'en',
    });
    expect(options.find((option) => option.value === 'es')).toMatchObject({
      edition: null,
      hreflang: null,
      external: true,
      href: 'https://es.vitalis.test/',
    });
  });

  it('from pl, pl is the active one', () => {
    const options = switchOptionsFor('pl', (key) => key, sites);
    expect(options.filter((option) => option.active).map((option) => option.value)).toEqual(['pl']);
    expect(options.find((option) => option.value === 'de')?.label).toBe('language.de');
  });

  it('the sites come from LANGUAGE_SITE_US and LANGUAGE_SITE_ES; unset, no US entry and Spanish is the es edition', () => {
    const configured = switchOptionsFor('de', (key) => key, { us: 'https://us.vitalis.test/' });
    expect(configured.find((option) => option.value === 'us')).toMatchObject({
      href: sites.us,
      external: true,
    });
    expect(configured.find((option) => option.value === 'es')).toMatchObject({
      href: '/es/',
      edition: 'es',
      hreflang: 'es',
      external: false,
    });
    expect(switchOptionsFor('de', (key) => key, {}).map((option) => option.value)).not.toContain('us');
  });
});

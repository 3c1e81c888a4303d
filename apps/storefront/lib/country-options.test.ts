import { getIntl, type MessageId } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { deliveryOptionsFor, switchOptionsFor } from './country-options';

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
    // The flags: each edition's flagIcon, the external sites' countries; only English Global's is not its value.
    const flags = options.filter((option) => option.country !== option.value);
    expect(flags.map((option) => [option.value, option.country])).toEqual([['en', 'global']]);
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

describe('deliveryOptionsFor: the delivery country, chosen apart from the language (§2.3)', () => {
  const menu = [
    { country: 'de', label: 'Deutschland', href: '/de/', flag: 'de' },
    { country: 'at', label: 'Österreich', href: '/de/', flag: 'at' },
    // The menu's flagIcon names the flag, whatever the code.
    { country: 'gb', label: 'United Kingdom', href: '/uk/', flag: 'global' },
    { country: 'xx', label: 'Nowhere', href: '/xx/', flag: 'xx' },
  ];

  it('the menu’s countries in its order with the catalogue’s names; Austria reaches the de store', async () => {
    const intl = await getIntl('de');
    const options = deliveryOptionsFor('de', menu, (key) => intl.formatMessage({ id: key as MessageId }));
    expect(options.map((option) => [option.value, option.label, option.edition, option.href])).toEqual([
      ['de', 'Deutschland', 'de', '/de/'],
      ['at', 'Österreich', 'de', '/de/'],
      ['gb', 'Großbritannien', 'gb', '/uk/'],
    ]);
    expect(options.filter((option) => option.active).map((option) => option.value)).toEqual(['de']);
    expect(options.map((option) => option.country)).toEqual(['de', 'at', 'global']);
    expect(options.find((option) => option.value === 'at')).toMatchObject({
      hreflang: 'de',
      external: false,
    });
  });

  it('without the menu’s entry: the nine stores', () => {
    const options = deliveryOptionsFor('en', [], (key) => key);
    expect(options.map((option) => option.value)).toEqual([
      'de',
      'fr',
      'it',
      'at',
      'nl',
      'pl',
      'gb',
      'global',
      'id',
    ]);
    expect(options.find((option) => option.active)?.value).toBe('global');
    expect(options.find((option) => option.value === 'at')).toMatchObject({
      href: '/de/',
      label: 'store.at.name',
    });
  });
});

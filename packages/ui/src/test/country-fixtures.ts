// The ten language options as the de edition's selector shows them (labels in German).
import type { CountryOption } from '../shell/country-option';

const own = (value: string, country: string, label: string, href: string, active = false): CountryOption => ({
  value,
  country,
  label,
  href,
  external: false,
  active,
});

export const SAMPLE_COUNTRY_OPTIONS: CountryOption[] = [
  own('de', 'de', 'Deutsch', '/de/p/bm-54/', true),
  own('it', 'it', 'Italienisch', '/it/'),
  own('gb', 'gb', 'Englisch (UK)', '/uk/p/bm-54/'),
  own('fr', 'fr', 'Französisch', '/fr/'),
  {
    value: 'us',
    country: 'us',
    label: 'Englisch (USA)',
    href: 'https://us.example.com/',
    external: true,
    active: false,
  },
  {
    value: 'es',
    country: 'es',
    label: 'Spanisch',
    href: 'https://es.example.com/',
    external: true,
    active: false,
  },
  own('nl', 'nl', 'Niederländisch', '/nl/'),
  own('pl', 'pl', 'Polnisch', '/pl/'),
  own('en', 'global', 'Englisch (Global)', '/global/'),
  own('id', 'id', 'Indonesisch', '/id/'),
];

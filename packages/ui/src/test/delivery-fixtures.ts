// The delivery countries as the de edition's selector shows them (names in German), Austria current.
import type { CountryOption } from '../shell/country-option';

const country = (value: string, label: string, href: string, active = false): CountryOption => ({
  value,
  country: value,
  label,
  href,
  external: false,
  active,
});

export const SAMPLE_DELIVERY_COUNTRIES: CountryOption[] = [
  country('de', 'Deutschland', '/de/'),
  country('at', 'Österreich', '/de/', true),
  country('fr', 'Frankreich', '/fr/'),
  country('gb', 'Großbritannien', '/uk/'),
];

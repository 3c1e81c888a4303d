import {
  type EditionKey,
  type ExternalLanguageSites,
  getEdition,
  languageOptionsFor,
  resolveExternalLanguageSites,
  STORES,
  storeHomePath,
} from '@shop/editions';
import { type CountryOption, flagCountryOf } from '@shop/ui/model';
import type { DeliveryCountry } from './navigation';

/** An option of the country and language selector with what the browser needs to switch to it. */
export interface SwitchOption extends CountryOption {
  /** The edition it switches to; null for an external site. */
  edition: EditionKey | null;
  /** That edition's hreflang: the page's alternate in it is the link. */
  hreflang: string | null;
  /** Its home, or the external site: the link when the page has no alternate there. */
  url: string;
}

/**
 * The selector's language options as seen from an edition, worked out on the server, so the browser needs neither
 * the edition registry nor the options' texts for them. The US and Spanish sites are the configured ones
 * (`LANGUAGE_SITE_US`, `LANGUAGE_SITE_ES`; docs/editions.md).
 */
export function switchOptionsFor(
  edition: EditionKey,
  label: (key: string) => string,
  sites: ExternalLanguageSites = resolveExternalLanguageSites(process.env),
): SwitchOption[] {
  return languageOptionsFor(edition, sites).map((option) => ({
    value: option.value,
    // The flag: the edition's own (`flagIcon`), else the entry's country (an external site).
    country:
      (option.edition && flagCountryOf(getEdition(option.edition).flagIcon)) ??
      (option.isGlobal ? 'global' : option.country),
    label: label(option.labelKey),
    href: option.url,
    external: option.isExternal,
    active: option.isActive,
    edition: option.edition,
    hreflang: option.edition ? getEdition(option.edition).hreflang : null,
    url: option.url,
  }));
}

/** The store that delivers to a country (spec §1: Austria → de); undefined for a country no store serves. */
const storeOf = (country: string) => STORES.find((store) => store.country === country);

/**
 * The selector's delivery countries as seen from an edition (spec §2.3, chosen apart from the language): the menu's
 * delivery-country entry (its countries, order and links), else the store list; names are the catalogue's. Each switches to the store delivering
 * there; the current one is the edition's own country (the browser marks the remembered one, e.g. Austria).
 */
export function deliveryOptionsFor(
  edition: EditionKey,
  countries: DeliveryCountry[],
  label: (key: string) => string,
): SwitchOption[] {
  const listed: (Pick<DeliveryCountry, 'country' | 'href'> & Partial<Pick<DeliveryCountry, 'flag'>>)[] =
    countries.length > 0
      ? countries
      : STORES.map((store) => ({ country: store.country, href: storeHomePath(store.edition) }));
  const own = STORES.find((store) => store.edition === edition)?.country;
  return listed.flatMap(({ country, href, flag }) => {
    const store = storeOf(country);
    if (!store) return [];
    return [
      {
        value: country,
        country: flag ?? country,
        // The catalogue's name, like the selector's button: the menu gives the countries, their order and links.
        label: label(store.nameKey),
        href,
        external: false,
        active: country === own,
        edition: store.edition,
        hreflang: getEdition(store.edition).hreflang,
        url: href,
      },
    ];
  });
}

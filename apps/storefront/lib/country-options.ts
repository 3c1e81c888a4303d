import {
  type EditionKey,
  type ExternalLanguageSites,
  getEdition,
  languageOptionsFor,
  resolveExternalLanguageSites,
} from '@shop/editions';
import type { CountryOption } from '@shop/ui/model';

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
    country: option.isGlobal ? 'global' : option.country,
    label: label(option.labelKey),
    href: option.url,
    external: option.isExternal,
    active: option.isActive,
    edition: option.edition,
    hreflang: option.edition ? getEdition(option.edition).hreflang : null,
    url: option.url,
  }));
}

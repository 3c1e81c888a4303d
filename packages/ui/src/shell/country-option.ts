// What the country selector lists, apart from the selector, so its lazily loaded list needs no part of it.

/** One of the language options (§1), as seen from the current edition. */
export interface CountryOption {
  value: string;
  /** The flag's country (`global` for English Global). */
  country: string;
  /** The translated language label. */
  label: string;
  /** The same page in that edition, its home, or the external site. */
  href: string;
  external: boolean;
  active: boolean;
}

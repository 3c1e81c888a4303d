// How catalogue rows read in a given @inContext: titles in the language, prices in the market's currency.
import type { Currency, Language, TextLanguage } from '../floor/markets';
import { TEXT_LANGUAGES } from '../floor/markets';
import {
  type Catalogue,
  type CatalogueOption,
  type CatalogueProduct,
  type CatalogueVariant,
  textIn,
} from './read-model';

export const DEFAULT_TITLE = 'Default Title';

export function productText(product: CatalogueProduct, language: Language) {
  const text = textIn(product.texts, language);
  if (!text) throw new Error(`Product ${product.id} has no texts`);
  return text;
}

export function optionName(catalogue: Catalogue, option: CatalogueOption, language: TextLanguage): string {
  if (option.key === 'title') return 'Title';
  return catalogue.optionLabel(option.key, '', language);
}

export function optionValue(
  catalogue: Catalogue,
  variant: CatalogueVariant,
  option: CatalogueOption,
  language: TextLanguage,
): string {
  if (option.key === 'title') return DEFAULT_TITLE;
  if (option.key === 'size') return variant.size ?? '';
  return catalogue.optionLabel('colour', variant.colour ?? '', language);
}

export function selectedOptions(catalogue: Catalogue, variant: CatalogueVariant, language: TextLanguage) {
  return variant.product.options.map((option) => ({
    __typename: 'SelectedOption',
    name: optionName(catalogue, option, language),
    value: optionValue(catalogue, variant, option, language),
  }));
}

export function variantTitle(
  catalogue: Catalogue,
  variant: CatalogueVariant,
  language: TextLanguage,
): string {
  return selectedOptions(catalogue, variant, language)
    .map((option) => option.value)
    .join(' / ');
}

export function priceCents(variant: CatalogueVariant, currency: Currency): number {
  return variant.prices[currency].amountCents;
}

export function compareAtCents(variant: CatalogueVariant, currency: Currency): number | null {
  return variant.prices[currency].compareAtCents;
}

export function isAvailable(variant: CatalogueVariant): boolean {
  return variant.stock > 0;
}

/** The option a caller names, in any published language, case-insensitively. */
export function optionByName(
  catalogue: Catalogue,
  product: CatalogueProduct,
  name: string,
): CatalogueOption | undefined {
  const key = catalogue.optionKeyByName.get(name.trim().toLowerCase());
  return key ? product.options.find((option) => option.key === key) : undefined;
}

/** True when the variant has the named value for the option, in any published language. */
export function variantHasValue(
  catalogue: Catalogue,
  variant: CatalogueVariant,
  option: CatalogueOption,
  value: string,
  caseInsensitive = true,
): boolean {
  const same = (a: string) => (caseInsensitive ? a.toLowerCase() === value.toLowerCase() : a === value);
  if (option.key === 'title') return same(DEFAULT_TITLE);
  if (option.key === 'size') return same(variant.size ?? '');
  if (caseInsensitive) return catalogue.colourByLabel.get(value.toLowerCase()) === variant.colour;
  return TEXT_LANGUAGES.some((language) =>
    same(catalogue.optionLabel('colour', variant.colour ?? '', language)),
  );
}

export function variantMatching(
  catalogue: Catalogue,
  product: CatalogueProduct,
  selected: readonly { name: string; value: string }[],
  options: { ignoreUnknownOptions?: boolean | null; caseInsensitiveMatch?: boolean | null },
): CatalogueVariant | null {
  const pairs: { option: CatalogueOption; value: string }[] = [];
  for (const entry of selected) {
    const option = optionByName(catalogue, product, entry.name);
    if (!option) {
      if (options.ignoreUnknownOptions) continue;
      return null;
    }
    pairs.push({ option, value: entry.value });
  }
  if (pairs.length === 0) return null;
  return (
    product.variants.find((variant) =>
      pairs.every(({ option, value }) =>
        variantHasValue(catalogue, variant, option, value, options.caseInsensitiveMatch ?? false),
      ),
    ) ?? null
  );
}

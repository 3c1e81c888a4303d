/** What a price may arrive as: a number, or a numeric string such as the shop backend's Decimal '19.99'. */
export type PriceValue = number | string | null | undefined;

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A finite number from a number or a plain decimal string; `null` for anything else. */
export function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return NUMERIC.test(text) ? Number(text) : null;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A price in a price locale and currency: '' for a non-numeric value, 0 for a negative one. */
export function formatAmount(value: PriceValue, prices: { locale: string; currency: string }): string {
  const amount = toAmount(value);
  if (amount === null) return '';
  return numberFormat(prices.locale, { style: 'currency', currency: prices.currency }).format(
    Math.max(0, amount),
  );
}

import { type EditionInput, resolveEdition } from './locales';

/** What a price may arrive as: a number, or a numeric string such as the shop backend's Decimal '19.99'. */
export type PriceValue = number | string | null | undefined;
export type DateValue = Date | string | number | null | undefined;

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A finite number from a number or a plain decimal string; `null` for anything else. */
export function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return NUMERIC.test(text) ? Number(text) : null;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A price in the edition's price locale and currency (spec §5, §9): a non-numeric value gives '' and a negative
 * value shows as 0.
 */
export function formatPrice(value: PriceValue, edition: EditionInput): string {
  const amount = toAmount(value);
  if (amount === null) return '';
  const { locale, currency } = resolveEdition(edition).prices;
  return numberFormat(locale, { style: 'currency', currency }).format(Math.max(0, amount));
}

/** A number in the edition's text locale; a non-numeric value gives ''. */
export function formatNumber(
  value: number | string | null | undefined,
  edition: EditionInput,
  options: Intl.NumberFormatOptions = {},
): string {
  const amount = toAmount(value);
  return amount === null ? '' : numberFormat(resolveEdition(edition).locale, options).format(amount);
}

/** Orders and manuals show dates in the medium style of the edition's locale (22.11.2026, 22 Nov 2026…). */
export const DEFAULT_DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

function toDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date (a Date, an ISO string such as the shop's processedAt, or a timestamp) in the edition's locale; an
 * invalid or missing date gives ''. Pass `timeZone` for output that is the same on server and client.
 */
export function formatDate(
  value: DateValue,
  edition: EditionInput,
  options: Intl.DateTimeFormatOptions = DEFAULT_DATE_FORMAT,
): string {
  const date = toDate(value);
  return date === null ? '' : new Intl.DateTimeFormat(resolveEdition(edition).locale, options).format(date);
}

import type { EditionInput } from './locales';
import { resolveEdition } from './locales';
import { formatAmount, numberFormat, type PriceValue, toAmount } from './price-format';

export { type PriceValue, toAmount } from './price-format';
export type DateValue = Date | string | number | null | undefined;

/**
 * A price in the edition's price locale and currency (spec §5, §9): a non-numeric value gives '' and a negative
 * value shows as 0.
 */
export function formatPrice(value: PriceValue, edition: EditionInput): string {
  return formatAmount(value, resolveEdition(edition).prices);
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

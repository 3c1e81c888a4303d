import { type EditionKey, getEdition } from '@shop/editions';
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPrice, toAmount } from './format';

// Intl separates amount and currency with (narrow) no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a price shows in the edition’s price locale and currency', () => {
  it.each<[EditionKey, string]>([
    ['de', '1.234,50 €'],
    ['fr', '1.234,50 €'],
    ['en', '1.234,50 €'],
    ['id', '1.234,50 €'],
    ['it', '1234,50 €'],
    ['nl', '€ 1.234,50'],
    ['es', '1234,50 €'],
    ['pl', '1234,50 zł'],
    ['gb', '£1,234.50'],
  ])('%s: %s', (edition, expected) => {
    expect(plain(formatPrice(1234.5, edition))).toBe(expected);
  });

  it('takes the Edition object as well as its key', () => {
    expect(plain(formatPrice(5, getEdition('pl')))).toBe('5,00 zł');
  });

  it('accepts numeric strings such as the shop backend’s Decimal', () => {
    expect(plain(formatPrice('19.99', 'fr'))).toBe('19,99 €');
    expect(plain(formatPrice(' 19.9 ', 'gb'))).toBe('£19.90');
    expect(plain(formatPrice('12345', 'pl'))).toBe('12 345,00 zł');
  });
});

describe('a negative price shows as 0', () => {
  it.each<[EditionKey, number | string, string]>([
    ['de', -5, '0,00 €'],
    ['gb', '-3.50', '£0.00'],
    ['pl', -0.01, '0,00 zł'],
    ['fr', -0, '0,00 €'],
  ])('%s %s → %s', (edition, value, expected) => {
    expect(plain(formatPrice(value, edition))).toBe(expected);
  });
});

describe('a non-numeric price shows nothing', () => {
  it.each([
    Number.NaN,
    '',
    '   ',
    'abc',
    null,
    undefined,
    Number.POSITIVE_INFINITY,
    '19,99',
    '0x10',
    '1e3',
    '€5',
  ])('%s → empty', (value) => {
    expect(formatPrice(value, 'de')).toBe('');
  });

  it('ignores values of other types at run time', () => {
    expect(formatPrice({} as unknown as number, 'de')).toBe('');
    expect(toAmount(true)).toBeNull();
  });
});

describe('numbers follow the edition’s text locale', () => {
  it.each<[EditionKey, string]>([
    ['de', '1.234,5'],
    ['gb', '1,234.5'],
    ['fr', '1 234,5'],
    ['pl', '1234,5'],
  ])('%s: %s', (edition, expected) => {
    expect(plain(formatNumber(1234.5, edition))).toBe(expected);
  });

  it('passes number options and gives "" for a non-number', () => {
    expect(formatNumber(0.19, 'de', { style: 'percent' }).replace(/\s/g, ' ')).toBe('19 %');
    expect(formatNumber('abc', 'de')).toBe('');
  });
});

describe('dates of orders and manuals follow the edition’s locale', () => {
  const processedAt = '2026-11-22T12:00:00Z';
  it.each<[EditionKey, string]>([
    ['de', '22.11.2026'],
    ['gb', '22 Nov 2026'],
    ['en', 'Nov 22, 2026'],
    ['fr', '22 nov. 2026'],
    ['it', '22 nov 2026'],
    ['nl', '22 nov 2026'],
    ['pl', '22 lis 2026'],
    ['es', '22 nov 2026'],
    ['id', '22 Nov 2026'],
  ])('%s: %s', (edition, expected) => {
    expect(plain(formatDate(processedAt, edition, { dateStyle: 'medium', timeZone: 'UTC' }))).toBe(expected);
  });

  it('takes Date objects and timestamps, and a time zone', () => {
    const late = Date.UTC(2026, 10, 22, 23, 30);
    expect(formatDate(new Date(late), 'de', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('22.11.2026');
    expect(formatDate(late, 'de', { dateStyle: 'medium', timeZone: 'Europe/Berlin' })).toBe('23.11.2026');
  });

  it('gives "" for a missing or invalid date', () => {
    expect(formatDate(undefined, 'de')).toBe('');
    expect(formatDate('', 'de')).toBe('');
    expect(formatDate('not a date', 'de')).toBe('');
  });
});

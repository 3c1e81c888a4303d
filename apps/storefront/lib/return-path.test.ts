import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('return paths after login are same-site only', () => {
  it.each([
    ['/uk/cart', '/uk/cart'],
    ['/uk/cart?checkout=1', '/uk/cart?checkout=1'],
    ['/de/order-history?order=1', '/de/order-history?order=1'],
  ])('%s is kept', (value, expected) => expect(safeReturnPath(value)).toBe(expected));

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'uk/cart',
    '/\tevil',
    '',
    null,
  ])('%s is refused', (value) => expect(safeReturnPath(value)).toBeNull());
});

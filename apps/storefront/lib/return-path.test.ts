import { describe, expect, it } from 'vitest';
import { safeRedirectTarget, safeReturnPath } from './return-path';

// The ways a return path is known to leave a site (OWASP's open-redirect cheat sheet and browsers' URL parsing).
const FOREIGN = [
  '//evil.example/x',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/a/..//evil.example',
  '/%2e%2e//evil.example',
  'https://evil.example/',
  'https:evil.example',
  'http:/evil.example',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.example',
  'evil.example',
  'uk/cart',
  '/\tevil',
  '/\n/evil.example',
  '/\r\n//evil.example',
  '',
  null,
  undefined,
];

describe('return paths after login are same-site only', () => {
  it.each([
    ['/uk/cart', '/uk/cart'],
    ['/uk/cart?checkout=1', '/uk/cart?checkout=1'],
    ['/de/order-history?order=1', '/de/order-history?order=1'],
    ['/de/./cart', '/de/cart'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/x?next=//evil.example', '/x?next=//evil.example'],
  ])('%s is kept as %s', (value, expected) => expect(safeReturnPath(value)).toBe(expected));

  it.each(FOREIGN)('%j is refused', (value) => expect(safeReturnPath(value)).toBeNull());
});

describe('content redirect pages', () => {
  it.each([
    ['/de/c/waagen/', '/de/c/waagen/'],
    ['https://www.example.com/aktion', 'https://www.example.com/aktion'],
  ])('%s is followed', (value, expected) => expect(safeRedirectTarget(value)).toBe(expected));

  it.each(FOREIGN.filter((value) => !/^https:\/\/evil|^HTTPS:\/\/evil/.test(value ?? '')))(
    '%j is refused',
    (value) => expect(safeRedirectTarget(value)).toBeNull(),
  );

  it.each(['http://www.example.com/', 'https:/\\evil.example', 'https://evil.example\\@shop.example'])(
    '%j is refused',
    (value) => expect(safeRedirectTarget(value)).toBeNull(),
  );
});

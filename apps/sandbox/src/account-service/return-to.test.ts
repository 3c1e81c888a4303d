import { describe, expect, it } from 'vitest';
import { cookieDomainOf, parseReturnTo, sharedCookieDomain } from './return-to';

const ALLOWED = ['http://localhost:3010', 'https://www.shop.test'];

describe('return_to', () => {
  it('accepts an allowed shop origin and the service’s own account pages', () => {
    expect(parseReturnTo('https://www.shop.test/pl/sso?x=1', ALLOWED)).toMatchObject({ kind: 'shop' });
    expect(parseReturnTo('/account-service/account/pl-PL/orders?theme=dark', ALLOWED)).toEqual({
      kind: 'service',
      path: '/account-service/account/pl-PL/orders?theme=dark',
    });
    expect(parseReturnTo(null, ALLOWED)).toEqual({ kind: 'none' });
  });

  it.each([
    'https://shop.test/',
    'http://www.shop.test/',
    'https://www.shop.test.evil.example/',
    '//www.shop.test/',
    '/\\evil.example',
    '/account-service/account//evil.example',
    '/account-service/account/../../x',
    'javascript:alert(1)',
    'https://a:b@www.shop.test/',
    'https://www.shop.test/\n',
    'relative/path',
  ])('refuses %s', (value) => {
    expect(parseReturnTo(value, ALLOWED)).toEqual({ kind: 'invalid' });
  });
});

describe('cookie domain (spec §9: last two host labels)', () => {
  it('is the last two labels; none for IPs and single-label hosts', () => {
    expect(cookieDomainOf('account.example.com')).toBe('example.com');
    expect(cookieDomainOf('www.shop.example.com')).toBe('example.com');
    expect(cookieDomainOf('localhost')).toBeNull();
    expect(cookieDomainOf('127.0.0.1')).toBeNull();
    expect(cookieDomainOf('[::1]')).toBeNull();
  });

  it('is shared only when both hosts have the same one', () => {
    expect(sharedCookieDomain('account.example.com', 'www.example.com')).toBe('example.com');
    expect(sharedCookieDomain('account.example.com', 'www.example.org')).toBeNull();
    expect(sharedCookieDomain('127.0.0.1', 'localhost')).toBeNull();
    expect(sharedCookieDomain('localhost', 'localhost')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { cookieValues, sessionTokenOf, writeAccessCookie, writeRefreshCookie } from './cookies';

const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('the single-sign-on cookies', () => {
  it('the session token is the JWT among the access_token cookies, not another store’s token', () => {
    const header = `country=pl; access_token=1767225600000.a1b2c3d4e5f6a7b8; access_token=${JWT}`;
    expect(cookieValues(header, 'access_token')).toHaveLength(2);
    expect(sessionTokenOf(header)).toBe(JWT);
    expect(sessionTokenOf('access_token=1767225600000.a1b2c3d4e5f6a7b8')).toBeNull();
    expect(sessionTokenOf(null)).toBeNull();
  });

  it('are httpOnly, SameSite=Lax, Secure on https; the refresh token only goes to the account routes', () => {
    const set: [string, string, Record<string, unknown>][] = [];
    const jar = {
      set: (name: string, value: string, options: Record<string, unknown>) =>
        set.push([name, value, options]),
    };
    writeAccessCookie(jar, JWT, 900, 'https://shop.example/api/account/sso/return');
    writeRefreshCookie(jar, 'refresh', 'http://localhost:3010/api/account/sso/return');
    expect(set[0]).toEqual([
      'access_token',
      JWT,
      { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 900 },
    ]);
    expect(set[1]?.[2]).toMatchObject({
      httpOnly: true,
      secure: false,
      sameSite: 'lax',
      path: '/api/account',
    });
  });
});

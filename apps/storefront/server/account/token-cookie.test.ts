import { describe, expect, it } from 'vitest';
import { clearTokenCookie, decodeToken, encodeToken, writeTokenCookie } from './token-cookie';

const TOKEN = { accessToken: 'a1b2c3d4e5f6a7b8', expiresAt: '2030-01-01T00:00:00.000Z' };

describe('the access-token cookie', () => {
  it('carries the token and its expiry; a token past expiry is no session', () => {
    const value = encodeToken(TOKEN);
    expect(decodeToken(value, Date.parse('2029-12-31T23:59:59Z'))).toEqual(TOKEN);
    expect(decodeToken(value, Date.parse('2030-01-01T00:00:00Z'))).toBeNull();
  });

  it.each(['', 'garbage', '123.short', `${Date.now() + 1000}.`, `x${Date.now() + 1000}.a1b2c3d4e5f6a7b8`])(
    '%j is no session',
    (value) => expect(decodeToken(value)).toBeNull(),
  );

  it('is httpOnly, SameSite=Lax, host-only, Secure on https and expires with the token', () => {
    const set: [string, string, Record<string, unknown>][] = [];
    const jar = {
      set: (name: string, value: string, options: Record<string, unknown>) =>
        set.push([name, value, options]),
    };
    writeTokenCookie(jar, TOKEN, 'https://shop.example/api/account/login');
    writeTokenCookie(jar, TOKEN, 'http://localhost:3000/api/account/login');
    clearTokenCookie(jar, 'http://localhost:3000/');
    expect(set[0]?.[2]).toEqual({
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/',
      expires: new Date(TOKEN.expiresAt),
    });
    expect(set[0]?.[2]).not.toHaveProperty('domain');
    expect(set[1]?.[2].secure).toBe(false);
    expect(set[2]).toEqual(['access_token', '', expect.objectContaining({ maxAge: 0, httpOnly: true })]);
  });
});

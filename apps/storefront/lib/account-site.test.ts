import { describe, expect, it } from 'vitest';
import {
  accountSiteLinks,
  hostedLoginUrl,
  returnRouteUrl,
  serviceFlowUrl,
  serviceLogoutUrl,
  signInPath,
} from './account-site';

const SITE = { baseUrl: 'https://account.example.com/base', storeLocale: 'pl-PL', theme: 'light' };

describe('the external account site opens under the store locale with the theme parameter (§2.3)', () => {
  it('order history and address', () => {
    expect(accountSiteLinks(SITE)).toEqual({
      orderHistory: 'https://account.example.com/base/account/pl-PL/orders?theme=light',
      address: 'https://account.example.com/base/account/pl-PL/address?theme=light',
    });
  });

  it('the hosted login comes back to the shop’s return route with the state', () => {
    const back = returnRouteUrl('http://localhost:3010', 'pl', '/pl/cart?checkout=1');
    expect(back).toBe(
      'http://localhost:3010/api/account/sso/return?edition=pl&returnTo=%2Fpl%2Fcart%3Fcheckout%3D1',
    );
    const login = new URL(hostedLoginUrl(SITE, back, 'abc'));
    expect(`${login.origin}${login.pathname}`).toBe('https://account.example.com/base/account/login');
    expect(Object.fromEntries(login.searchParams)).toEqual({
      locale: 'pl-PL',
      theme: 'light',
      return_to: back,
      state: 'abc',
    });
  });

  it('the logout returns to the page given', () => {
    const logout = new URL(serviceLogoutUrl(SITE, 'http://localhost:3010/pl/login'));
    expect(logout.pathname).toBe('/base/account/logout');
    expect(logout.searchParams.get('return_to')).toBe('http://localhost:3010/pl/login');
    expect(logout.searchParams.get('locale')).toBe('pl-PL');
    expect(logout.searchParams.get('theme')).toBe('light');
  });

  it('a sign-in starts at the shop’s own route', () => {
    expect(signInPath('de', '/de/cart?checkout=1')).toBe(
      '/api/account/sso/login?edition=de&returnTo=%2Fde%2Fcart%3Fcheckout%3D1',
    );
    expect(signInPath('de')).toBe('/api/account/sso/login?edition=de');
  });

  it('reset password and activation lead into the service’s own flows, with the mail link when there is one', () => {
    expect(signInPath('pl', null, { flow: 'reset-password', link: null })).toBe(
      '/api/account/sso/login?edition=pl&flow=reset-password',
    );
    expect(signInPath('pl', null, { flow: 'activate-account', link: { id: '7', token: 'abcdefgh' } })).toBe(
      '/api/account/sso/login?edition=pl&flow=activate-account&id=7&token=abcdefgh',
    );
    const back = returnRouteUrl('http://localhost:3010', 'pl', null);
    const pathOf = (url: string) => new URL(url).pathname;
    expect(pathOf(serviceFlowUrl(SITE, 'reset-password', null, back, 's'))).toBe(
      '/base/account/password/forgot',
    );
    const reset = new URL(serviceFlowUrl(SITE, 'reset-password', { id: '7', token: 'abcdefgh' }, back, 's'));
    expect(reset.pathname).toBe('/base/account/password/reset');
    expect(Object.fromEntries(reset.searchParams)).toEqual({
      locale: 'pl-PL',
      theme: 'light',
      return_to: back,
      state: 's',
      id: '7',
      token: 'abcdefgh',
    });
    expect(pathOf(serviceFlowUrl(SITE, 'activate-account', { id: '7', token: 'abcdefgh' }, back, 's'))).toBe(
      '/base/account/activate',
    );
  });
});

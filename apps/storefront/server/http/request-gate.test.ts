import { describe, expect, it } from 'vitest';
import { gateRefusal } from './request-gate';

describe('the request gate in front of Next.js', () => {
  it.each(['TRACE', 'TRACK', 'CONNECT', 'trace'])(
    'refuses %s, which fetch cannot represent, with 405',
    (method) => {
      expect(gateRefusal(method, '/de/')).toBe(405);
    },
  );

  it.each([
    ['/api/account/%E0%A4%A', 400],
    ['/api/account/%%', 400],
    ['/api/%00', 400],
    ['/sitemap/%ff.xml', 400],
    [`/api/${'a'.repeat(2000)}`, 400],
  ] as const)('refuses %s outside the editions with %i', (path, status) => {
    expect(gateRefusal('POST', path)).toBe(status);
  });

  it.each([
    '/de/%ff', // the proxy answers with the edition's not-found page
    '/api/autosuggest?edition=de&q=%ff', // queries are the route's to check
    '/api/account/login',
    '/uk/p/upper-arm-blood-pressure-monitor-bm-15-600000/',
    'http://localhost/absolute-form',
    '*',
  ])('lets %s through', (path) => {
    expect(gateRefusal('GET', path)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspSources, newNonce } from './policy';

/** The backends are the local sandbox's (SHOP_BACKEND=sandbox fills what is unset). */
const SANDBOX = { SHOP_BACKEND: 'sandbox' };

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values];
    }),
  );

describe('the shop\u2019s Content-Security-Policy', () => {
  it('with the sandbox asked for and nothing else configured allows the sandbox and the shop itself, and nothing inline', () => {
    const policy = directives(contentSecurityPolicy(cspSources(SANDBOX), { hashes: ['sha256-abc'] }));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'http://127.0.0.1:4000']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4000']);
    expect(policy['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
    ]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'", 'http://127.0.0.1:4000']);
    expect(policy['report-uri']).toEqual(['/api/csp-report']);
    expect(policy['report-to']).toEqual(['csp']);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  it('follows the configured backends, media, account service, tag manager and https', () => {
    const sources = cspSources({
      SHOP_STOREFRONT_DOMAIN: 'shop.example.com',
      SHOP_STOREFRONT_DOMAIN_PL: 'https://pl.shop.example.com/',
      CONTENT_SERVICE_URL: 'https://content.example.com/api',
      MEDIA_ORIGINS: 'https://cdn.example.com, https://img.example.com/path',
      ACCOUNT_SERVICE_URL: 'https://login.example.com/sso',
      ACCOUNT_SERVICE_URL_PL: 'https://login.example.pl',
      TAG_MANAGER_ID: 'GTM-ABC123',
      SHOP_BASE_URL: 'https://www.example.com',
    });
    const policy = directives(contentSecurityPolicy(sources, { nonce: 'bm9uY2U=' }));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-bm9uY2U='", 'https://www.googletagmanager.com']);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining([
        'https://shop.example.com',
        'https://pl.shop.example.com',
        'https://content.example.com',
        'https://*.google-analytics.com',
      ]),
    );
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(['https://cdn.example.com', 'https://img.example.com']),
    );
    expect(policy['form-action']).toEqual([
      "'self'",
      'https://login.example.com',
      'https://login.example.pl',
    ]);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
  });

  it('ignores values that are no origin and a tag manager id that is none', () => {
    const sources = cspSources({
      ...SANDBOX,
      MEDIA_ORIGINS: "javascript:alert(1) 'unsafe-inline'",
      TAG_MANAGER_ID: 'x',
    });
    expect(sources.media).toEqual(['http://127.0.0.1:4000']);
    expect(sources.tagManager).toBe(false);
  });

  it('allows Trusted Shops only where an edition loads its trustbadge script; an id alone loads nothing', () => {
    const id = 'X0123456789ABCDEF0123456789ABCDEF';
    const idOnly = directives(contentSecurityPolicy(cspSources({ ...SANDBOX, TRUSTED_SHOP_ID_DE: id }), {}));
    expect(Object.values(idOnly).flat().join(' ')).not.toContain('trustedshops');
    const scripted = cspSources({
      ...SANDBOX,
      TRUSTED_SHOP_ID_DE: id,
      TRUSTED_SHOPS_BADGE_SCRIPT_DE: 'true',
    });
    expect(scripted.trustedShops).toBe(true);
    const policy = directives(contentSecurityPolicy(scripted, {}));
    expect(policy['script-src']).toEqual(["'self'", 'https://widgets.trustedshops.com']);
    for (const name of ['style-src', 'img-src', 'font-src', 'connect-src'])
      expect(policy[name], name).toContain('https://*.trustedshops.com');
    // A script switched on for an edition without an id loads nothing, so nothing is allowed.
    expect(cspSources({ ...SANDBOX, TRUSTED_SHOPS_BADGE_SCRIPT: 'true' }).trustedShops).toBe(false);
  });

  it('allows eval only under next dev', () => {
    expect(contentSecurityPolicy(cspSources({ ...SANDBOX, NODE_ENV: 'production' }), {})).not.toContain(
      'unsafe-eval',
    );
    expect(contentSecurityPolicy(cspSources({ ...SANDBOX, NODE_ENV: 'development' }), {})).toContain(
      "'unsafe-eval'",
    );
  });

  it('draws a new 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

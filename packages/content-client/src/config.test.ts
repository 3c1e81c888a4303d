import { SANDBOX_ORIGIN } from '@shop/editions';
import { describe, expect, it } from 'vitest';
import { contentClientOptionsFor } from './config.js';

describe('contentClientOptionsFor', () => {
  it('takes CONTENT_SERVICE_URL, without a trailing slash, with the edition instance and language', () => {
    const options = contentClientOptionsFor('nl', {
      CONTENT_SERVICE_URL: 'https://content.example.com/api/',
    });
    expect(options).toMatchObject({
      baseUrl: 'https://content.example.com/api',
      instance: 'live_nl',
      language: 'nl',
    });
  });

  it('without CONTENT_SERVICE_URL, is an error that names it, unless SHOP_BACKEND=sandbox asks for the sandbox', () => {
    expect(() => contentClientOptionsFor('de', {})).toThrow(
      /CONTENT_SERVICE_URL is not set.*SHOP_BACKEND=sandbox/,
    );
    expect(() => contentClientOptionsFor('de', { SHOP_BACKEND: 'production' })).toThrow(
      /CONTENT_SERVICE_URL/,
    );
    expect(contentClientOptionsFor('de', { SHOP_BACKEND: 'sandbox' }).baseUrl).toBe(SANDBOX_ORIGIN);
  });

  it('with SHOP_BACKEND=sandbox, a CONTENT_SERVICE_URL set still wins (a sandbox on another port)', () => {
    const env = { SHOP_BACKEND: 'sandbox', CONTENT_SERVICE_URL: 'http://127.0.0.1:24001' };
    expect(contentClientOptionsFor('de', env).baseUrl).toBe('http://127.0.0.1:24001');
  });
});

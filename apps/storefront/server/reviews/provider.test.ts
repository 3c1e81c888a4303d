import { describe, expect, it } from 'vitest';
import { reviewsProvider } from './provider';

/** The backends are the local sandbox's (SHOP_BACKEND=sandbox fills what is unset). */
const SANDBOX = { SHOP_BACKEND: 'sandbox' };

describe('the reviews provider of an edition', () => {
  it('is the sandbox with its per-edition token while the sandbox is asked for and nothing configured', () => {
    expect(reviewsProvider('pl', SANDBOX)).toEqual({
      domain: 'http://127.0.0.1:4000',
      token: 'sandbox-reviews-token-pl',
    });
  });

  it('takes the domain and the edition’s own token from the settings', () => {
    const env = {
      ...SANDBOX,
      REVIEWS_DOMAIN: 'reviews.example.com/',
      REVIEWS_TOKEN: 'all',
      REVIEWS_TOKEN_GB: 'uk-only',
    };
    expect(reviewsProvider('gb', env)).toEqual({ domain: 'https://reviews.example.com', token: 'uk-only' });
    expect(reviewsProvider('de', env)).toEqual({ domain: 'https://reviews.example.com', token: 'all' });
  });

  it('is off when a real domain has no token', () => {
    expect(reviewsProvider('de', { ...SANDBOX, REVIEWS_DOMAIN: 'https://reviews.example.com' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { reviewsProvider } from './provider';

describe('the reviews provider of an edition', () => {
  it('is the sandbox with its per-edition token while nothing is configured', () => {
    expect(reviewsProvider('pl', {})).toEqual({
      domain: 'http://127.0.0.1:4000',
      token: 'sandbox-reviews-token-pl',
    });
  });

  it('takes the domain and the edition’s own token from the settings', () => {
    const env = { REVIEWS_DOMAIN: 'reviews.example.com/', REVIEWS_TOKEN: 'all', REVIEWS_TOKEN_GB: 'uk-only' };
    expect(reviewsProvider('gb', env)).toEqual({ domain: 'https://reviews.example.com', token: 'uk-only' });
    expect(reviewsProvider('de', env)).toEqual({ domain: 'https://reviews.example.com', token: 'all' });
  });

  it('is off when a real domain has no token', () => {
    expect(reviewsProvider('de', { REVIEWS_DOMAIN: 'https://reviews.example.com' })).toBeNull();
  });
});

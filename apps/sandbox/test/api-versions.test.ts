// Every Storefront API version Shopify has published or announced answers, with the header naming the version that
// served it; a retired one falls forward to the oldest; a malformed one is not found.
import { describe, expect, it } from 'vitest';
import { STABLE_API_VERSIONS } from '../src/shop-api/versions';
import { type Json, sandboxUrl, TOKEN } from './http';

const QUERY = '{ shop { name } }';

function ask(version: string, suffix = '.json') {
  return fetch(`${sandboxUrl()}/api/${version}/graphql${suffix}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
    body: JSON.stringify({ query: QUERY }),
  });
}

describe('API versions as Shopify serves them', () => {
  it('lists every quarterly version from 2024-01 to 2026-10', () => {
    expect(STABLE_API_VERSIONS).toEqual(
      ['2024', '2025', '2026'].flatMap((year) => ['01', '04', '07', '10'].map((month) => `${year}-${month}`)),
    );
  });

  it.each([...STABLE_API_VERSIONS, 'unstable'])(
    '%s answers with its own X-Shopify-API-Version',
    async (version) => {
      for (const suffix of ['', '.json']) {
        const response = await ask(version, suffix);
        expect(response.status).toBe(200);
        expect(response.headers.get('x-shopify-api-version')).toBe(version);
        expect(((await response.json()) as Json).data.shop.name).toBe('Vitalis Home Health');
      }
    },
  );

  it.each([
    ['2023-01', '2024-01'],
    ['2023-10', '2024-01'],
    ['2019-04', '2024-01'],
    ['2025-02', '2024-01'],
  ])('%s (not served) falls forward to the oldest version, %s', async (asked, served) => {
    const response = await ask(asked);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-shopify-api-version')).toBe(served);
    expect(((await response.json()) as Json).data.shop.name).toBe('Vitalis Home Health');
  });

  it('names the version on errors too, and lets browsers read it', async () => {
    const response = await fetch(`${sandboxUrl()}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ query: QUERY }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-shopify-api-version')).toBe('2026-04');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Shopify-API-Version');
  });

  it.each(['2025-13', 'abc', '2025-1', '25-01', '2027-01', 'UNSTABLE'])(
    '%s is not found',
    async (version) => {
      const response = await ask(version);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-shopify-api-version')).toBeNull();
    },
  );
});

import { EDITION_KEYS, getEdition, routePath } from '@shop/editions';
import { describe, expect, it } from 'vitest';
import { robotsRules } from './robots';

const rules = robotsRules('https://shop.example.com/');
const [rule] = Array.isArray(rules.rules) ? rules.rules : [rules.rules];
const disallowed = [rule?.disallow ?? []].flat();

describe('robots.txt keeps crawlers out of the shoppers’ screens of every edition', () => {
  it('disallows the search, cart, favorites and every account route of each edition, from the registry', () => {
    for (const edition of EDITION_KEYS) {
      expect(disallowed).toContain(routePath(edition, 'search'));
      expect(disallowed).toContain(routePath(edition, 'cart'));
      expect(disallowed).toContain(routePath(edition, 'favorites'));
      expect(disallowed).toContain(routePath(edition, 'compare'));
      for (const path of Object.values(getEdition(edition).accountRoutes)) expect(disallowed).toContain(path);
    }
    expect(disallowed).toEqual(
      expect.arrayContaining(['/search-de', '/recherche', '/uk/search', '/global/login']),
    );
    expect(new Set(disallowed).size).toBe(disallowed.length);
  });

  it('leaves the catalogue open: no home, category or product path is disallowed', () => {
    expect(rule?.userAgent).toBe('*');
    expect(rule?.allow).toBe('/');
    for (const path of ['/de/', '/global/c/scales/', '/uk/p/bm-54/', '/fr/service/foire-aux-questions/']) {
      expect(disallowed.some((prefix) => path.startsWith(prefix))).toBe(false);
    }
  });

  it('names the sitemap index on the public origin', () => {
    expect(rules.sitemap).toBe('https://shop.example.com/sitemap.xml');
  });
});

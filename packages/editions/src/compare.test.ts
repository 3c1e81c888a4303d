import { describe, expect, it } from 'vitest';
import { COMPARE_LIMIT, COMPARE_ROUTES, compareHref, compareIdsOf } from './compare.js';
import { EDITION_KEYS } from './editions.js';
import { internalHref, resolvePath, routePath } from './paths.js';

describe('the product comparison has a route per edition (ours: the spec names none)', () => {
  it.each(EDITION_KEYS)(
    '%s: its compare path resolves to the compare screen and rewrites to /frontend/compare',
    (edition) => {
      const path = COMPARE_ROUTES[edition];
      expect(routePath(edition, 'compare')).toBe(path);
      expect(resolvePath(path)).toEqual({ edition, route: 'compare' });
      expect(internalHref(`${path}?ids=1,2`)).toEqual({ edition, href: '/frontend/compare?ids=1%2C2' });
    },
  );

  it('follows the favorites pattern: translated in de, fr and it', () => {
    expect(COMPARE_ROUTES.de).toBe('/de/vergleich');
    expect(COMPARE_ROUTES.gb).toBe('/uk/compare');
    expect(COMPARE_ROUTES.en).toBe('/global/compare');
  });
});

describe('a comparison link names its products (shareable)', () => {
  it('carries the ids comma-separated', () => {
    expect(compareHref('de', ['12', '40'])).toBe('/de/vergleich?ids=12,40');
    expect(compareHref('pl', [])).toBe('/pl/compare');
  });

  it(`reads at most ${COMPARE_LIMIT} unique, well-formed ids`, () => {
    expect(compareIdsOf(' 1, 2,2,,3 ,4,5')).toEqual(['1', '2', '3', '4']);
    expect(compareIdsOf('1,<script>,2')).toEqual(['1', '2']);
    expect(compareIdsOf(null)).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIFETIMES, normalizePagePath, pageTag, snippetTag } from './lifetimes';

describe('one tag per content page, however its path is spelled', () => {
  it('decodes the path and gives it its trailing slash', () => {
    expect(pageTag('/de/p/waage/')).toBe('content-page:/de/p/waage/');
    expect(pageTag('/de/p/waage')).toBe(pageTag('/de/p/waage/'));
    expect(pageTag('/de/p/k%C3%BCchenwaage/')).toBe('content-page:/de/p/küchenwaage/');
    expect(normalizePagePath('de/c/x?sort=price')).toBe('/de/c/x/');
  });

  it('stays within the 256 characters Next allows, still one tag per path', () => {
    const long = `/de/${'a'.repeat(400)}/`;
    expect(pageTag(long).length).toBeLessThanOrEqual(256);
    expect(pageTag(long)).not.toBe(pageTag(`/de/${'a'.repeat(401)}/`));
  });

  it('names snippets by id', () => {
    expect(snippetTag('footer-snippet')).toBe('content-snippet:footer-snippet');
  });
});

describe('the kept routes live as long as lib/lifetimes.ts says', () => {
  // Next reads a segment's `revalidate` statically, so each route repeats its lifetime as a literal.
  const segments: [route: string, seconds: number][] = [
    ['app/[edition]/frontend/catalogue/[device]/[...seoUrl]/page.tsx', LIFETIMES.catalogue],
    ['app/[edition]/frontend/listing/[device]/[state]/[...seoUrl]/page.tsx', LIFETIMES.listing],
    ['app/[edition]/frontend/found/[device]/[search]/page.tsx', LIFETIMES.search],
    ['app/sitemap/[file]/route.ts', LIFETIMES.sitemap],
  ];

  it.each(segments)('%s', (route, seconds) => {
    const source = readFileSync(new URL(`../${route}`, import.meta.url), 'utf8');
    expect(source.match(/^export const revalidate = (\d+);$/m)?.[1]).toBe(String(seconds));
  });
});

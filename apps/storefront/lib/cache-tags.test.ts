import { describe, expect, it } from 'vitest';
import { normalizePagePath, pageTag, snippetTag } from './cache-tags';

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

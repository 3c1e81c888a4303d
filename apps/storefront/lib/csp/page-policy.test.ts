import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module that Next loads by path (next.config.ts `cacheHandler`), without types.
import KeptPageCache from '../../cache-handler.mjs';
import { installKeptPagePolicy, stampKeptPage } from './page-policy';
import { isKeptPath } from './request-policy';

const FLIGHT = 'self.__next_f.push([1,"a"])';
const page = (headers?: Record<string, string>) => ({
  kind: 'APP_PAGE',
  html: `<html><body><p>x</p><script>${FLIGHT}</script><script>alert(1)</script></body></html>`,
  rscData: Buffer.from(''),
  status: 200,
  headers,
});

describe('kept pages carry their policy in the cached entry', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('shop.storefront.stampKeptPage')];
  });

  it('adds the policy with the hash of each of Next\u2019s inline scripts, keeping the other headers', () => {
    const value = page({ 'x-next-cache-tags': 'content-pages' });
    stampKeptPage(value);
    expect(value.headers?.['x-next-cache-tags']).toBe('content-pages');
    const scripts = value.headers?.['content-security-policy']
      ?.split('; ')
      .find((d) => d.startsWith('script-src'));
    expect(scripts?.match(/'sha256-/g)).toHaveLength(1);
    expect(value.headers?.['reporting-endpoints']).toBe('csp="/api/csp-report"');
  });

  it('names the page\u2019s cache tags in the header the edge purges by, and nothing for a page without tags', () => {
    const value = page({ 'x-next-cache-tags': 'content-pages,content-page:/de/p/a b/,_N_T_/de/layout' });
    stampKeptPage(value);
    expect(value.headers?.xkey).toBe('content-pages content-page:/de/p/a%20b/ _N_T_/de/layout');
    const untagged = page();
    stampKeptPage(untagged);
    expect(untagged.headers?.xkey).toBeUndefined();
  });

  it('adds a weak ETag of the page, which changes with the page', () => {
    const value = page();
    stampKeptPage(value);
    const other = { ...page(), html: page().html.replace('<p>x</p>', '<p>y</p>') };
    stampKeptPage(other);
    const again = page();
    stampKeptPage(again);
    expect(value.headers?.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(again.headers?.etag).toBe(value.headers?.etag);
    expect(other.headers?.etag).not.toBe(value.headers?.etag);
  });

  it('leaves an entry that has one, and anything that is not a page', () => {
    const stamped = page({ 'content-security-policy': "default-src 'none'" });
    stampKeptPage(stamped);
    expect(stamped.headers?.['content-security-policy']).toBe("default-src 'none'");
    const fetched: { kind: string; headers?: Record<string, string> } = { kind: 'FETCH' };
    stampKeptPage(fetched);
    expect(fetched.headers).toBeUndefined();
  });

  it('is applied by the cache handler when a page is stored, so the first answer has it too', async () => {
    installKeptPagePolicy();
    const cache = new KeptPageCache({
      fs: undefined,
      serverDistDir: '/nonexistent',
      flushToDisk: false,
      maxMemoryCacheSize: 1024 * 1024,
    });
    const value = page();
    await cache.set('/de/frontend/catalogue/desktop/de', value, { cacheControl: { revalidate: 300 } });
    expect(value.headers?.['content-security-policy']).toContain("'sha256-");
    const entry = await cache.get('/de/frontend/catalogue/desktop/de', { kind: 'APP_PAGE' });
    expect(entry?.value.headers['content-security-policy']).toBe(value.headers?.['content-security-policy']);
  });
});

describe('which pages are kept', () => {
  it.each([
    ['/de/frontend/catalogue/desktop/de/', true],
    ['/uk/frontend/catalogue/mobile/uk/c/scales/', true],
    ['/de/frontend/listing/desktop/sort%3Dprice_asc/de/c/waagen/', true],
    ['/de/frontend/found/desktop/q%3Dwaage', true],
    ['/de/frontend/entry/de/c/waagen/', false],
    ['/de/frontend/cart', false],
    ['/de/frontend/search?q=catalogue', false],
  ])('%s: %s', (path, kept) => expect(isKeptPath(path)).toBe(kept));
});

import { afterEach, describe, expect, it } from 'vitest';
import { DEGRADED_ATTRIBUTE, degradedSeconds, installKeptPageLife, keptPageLife } from './kept-page-life';

const page = (body: string) => ({
  kind: 'APP_PAGE',
  html: `<!DOCTYPE html><html lang="en-GB"><body${body}><header></header></body></html>`,
});
const healthy = { lastModified: 1, value: page(''), cacheControl: { revalidate: 300, expire: 31536000 } };
const withoutMenu = { ...healthy, value: page(` ${DEGRADED_ATTRIBUTE}="menu footer"`) };

describe('keptPageLife', () => {
  it('keeps a page missing a shell part for the degraded life only, its expiry untouched', () => {
    expect(keptPageLife(withoutMenu, 30)).toEqual({
      ...withoutMenu,
      cacheControl: { revalidate: 30, expire: 31536000 },
    });
    expect(withoutMenu.cacheControl.revalidate).toBe(300);
  });

  it('shortens a page kept for ever or without a life of its own too', () => {
    expect(keptPageLife({ ...withoutMenu, cacheControl: { revalidate: false } }, 30)?.cacheControl).toEqual({
      revalidate: 30,
    });
    const bare: { value: unknown; cacheControl?: { revalidate: number } } = { value: withoutMenu.value };
    expect(keptPageLife(bare, 30)?.cacheControl).toEqual({ revalidate: 30 });
  });

  it('leaves healthy pages, shorter lives, other kinds and missing entries as they are', () => {
    expect(keptPageLife(healthy, 30)).toBe(healthy);
    const short = { ...withoutMenu, cacheControl: { revalidate: 10 } };
    expect(keptPageLife(short, 30)).toBe(short);
    const route = {
      value: { kind: 'APP_ROUTE', body: DEGRADED_ATTRIBUTE },
      cacheControl: { revalidate: 300 },
    };
    expect(keptPageLife(route, 30)).toBe(route);
    expect(keptPageLife(null, 30)).toBeNull();
    expect(keptPageLife(undefined, 30)).toBeUndefined();
  });
});

describe('degradedSeconds', () => {
  it('reads KEPT_PAGE_DEGRADED_SECONDS, else 30', () => {
    expect(degradedSeconds({ KEPT_PAGE_DEGRADED_SECONDS: '5' })).toBe(5);
    expect(degradedSeconds({})).toBe(30);
    expect(degradedSeconds({ KEPT_PAGE_DEGRADED_SECONDS: '-1' })).toBe(30);
    expect(degradedSeconds({ KEPT_PAGE_DEGRADED_SECONDS: 'soon' })).toBe(30);
  });
});

describe('installKeptPageLife', () => {
  const LIFE = Symbol.for('shop.storefront.keptPageLife');
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[LIFE];
  });

  it('puts the rule where the cache handler looks, with the configured life', () => {
    installKeptPageLife({ KEPT_PAGE_DEGRADED_SECONDS: '7' });
    const rule = (globalThis as Record<symbol, (entry: unknown) => typeof withoutMenu>)[LIFE];
    expect(rule?.(withoutMenu).cacheControl.revalidate).toBe(7);
  });
});

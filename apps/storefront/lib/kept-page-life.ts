// A kept page rendered without a part of its shell (the content service failed for the menu, the header's
// promotions, the footer or the shop's settings; spec §8: the page shows without it) is kept for seconds, not for
// the page's whole life: the next request after that renders it again in the background, so the part is back soon
// after the service is. Healthy pages keep their life; nothing becomes per request.

import { LIFETIMES } from './lifetimes';

/** Set on `<body>` by the edition layout, naming the missing parts; the cache handler looks for it. */
export const DEGRADED_ATTRIBUTE = 'data-shop-degraded';
export const DEFAULT_DEGRADED_SECONDS = LIFETIMES.degradedPage;

interface CacheControl {
  revalidate?: number | false;
  expire?: number;
}

interface CacheEntry {
  value?: unknown;
  cacheControl?: CacheControl;
}

/** `KEPT_PAGE_DEGRADED_SECONDS`, else 30. */
export function degradedSeconds(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const value = Number(env.KEPT_PAGE_DEGRADED_SECONDS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_DEGRADED_SECONDS;
}

// The cache hands out the same stored value on every read: a page is looked through once, not on every answer.
const degradedPages = new WeakMap<object, boolean>();

function isDegraded(page: { html: string }): boolean {
  let degraded = degradedPages.get(page);
  if (degraded === undefined) {
    degraded = page.html.includes(`${DEGRADED_ATTRIBUTE}=`);
    degradedPages.set(page, degraded);
  }
  return degraded;
}

/**
 * The entry as Next's cache handler gives it, with a life of at most `seconds` when it is a page missing a shell part.
 * Next (16.4) prefers an entry's own `cacheControl` to the route's and counts its staleness from `lastModified`.
 */
export function keptPageLife<T extends CacheEntry | null | undefined>(entry: T, seconds: number): T {
  const page = entry?.value as { kind?: unknown; html?: unknown } | undefined;
  if (!entry || !page || page.kind !== 'APP_PAGE' || typeof page.html !== 'string') return entry;
  if (!isDegraded(page as { html: string })) return entry;
  const revalidate = entry.cacheControl?.revalidate;
  if (typeof revalidate === 'number' && revalidate <= seconds) return entry;
  return { ...entry, cacheControl: { ...entry.cacheControl, revalidate: seconds } };
}

const LIFE = Symbol.for('shop.storefront.keptPageLife');

/** Called once from the server's instrumentation: the cache handler finds the rule here. */
export function installKeptPageLife(env: Readonly<Record<string, string | undefined>> = process.env): void {
  const seconds = degradedSeconds(env);
  (globalThis as typeof globalThis & { [LIFE]?: (entry: unknown) => unknown })[LIFE] = (entry) =>
    keptPageLife(entry as CacheEntry | null | undefined, seconds);
}

// The kept-page cache against a real Redis (Debian's redis-server, started for this file; `node
// scripts/ensure-redis.mjs` installs it): two caches with memory layers of their own stand for two instances.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayRedis, type ThrowawayRedis } from '../../../../test-support/throwaway-redis';
import { createKeptCache, type KeptCache, type KeptCacheOptions } from './kept-cache.mjs';

const MB = 1024 * 1024;

function page(html: string, tags: string[] = []) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: tags.length > 0 ? { 'x-next-cache-tags': tags.join(',') } : {},
    status: 200,
  };
}

const PAGE_CTX = { kind: 'APP_PAGE' };
const htmlOf = (entry: { value: unknown } | null) => (entry?.value as { html?: string } | undefined)?.html;
const STORE_CTX = { cacheControl: { revalidate: 60, expire: 3600 } };

let redis: ThrowawayRedis;
const opened: KeptCache[] = [];
const logged: string[] = [];

function instance(options: Partial<KeptCacheOptions> = {}): KeptCache {
  const cache = createKeptCache({
    memoryBytes: 16 * MB,
    redisUrl: redis.url,
    prefix: 'test:',
    timeoutMs: 200,
    tagMemoMs: 0,
    log: (_level, message) => logged.push(message),
    ...options,
  });
  opened.push(cache);
  return cache;
}

/** Until each cache's client has connected (they connect in the background, like the server's). */
async function connected(...caches: KeptCache[]): Promise<void> {
  const reader = createKeptCache({ memoryBytes: 0, redisUrl: redis.url, prefix: 'test:', log: () => {} });
  try {
    for (const [index, cache] of caches.entries()) {
      const probe = `/probe-${index}-${Date.now()}`;
      const deadline = Date.now() + 15_000;
      while (true) {
        await cache.set(probe, page('probe'), STORE_CTX);
        if (await reader.get(probe, PAGE_CTX)) break;
        if (Date.now() > deadline) throw new Error('the cache did not reach Redis');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  } finally {
    await reader.close();
  }
}

beforeAll(async () => {
  redis = await startThrowawayRedis();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((cache) => cache.close()));
  logged.length = 0;
});
afterAll(async () => {
  await redis?.stop();
});

describe('two instances sharing Redis', () => {
  it('share entries: a page one stored is served by the other, bytes and segments intact', async () => {
    const [a, b] = [instance(), instance()];
    await connected(a, b);
    await a.set('/de/shoes', page('<p>shoes</p>', ['product-1']), STORE_CTX);
    const entry = await b.get('/de/shoes', PAGE_CTX);
    const value = entry?.value as ReturnType<typeof page>;
    expect(value.html).toBe('<p>shoes</p>');
    expect(Buffer.isBuffer(value.rscData) && value.rscData.toString()).toBe('rsc of <p>shoes</p>');
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(entry?.cacheControl).toEqual(STORE_CTX.cacheControl);
    expect(entry?.tags).toEqual(['product-1']);
  });

  it('expire a page on both when one revalidates its tag, though the other holds it in memory', async () => {
    const [a, b] = [instance(), instance()];
    await connected(a, b);
    await a.set('/de/bag', page('<p>old price</p>', ['product-2']), STORE_CTX);
    expect(await b.get('/de/bag', PAGE_CTX)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.revalidateTag(['product-2'], { expire: 0 });
    expect(await a.get('/de/bag', PAGE_CTX)).toBeNull();
    expect(await b.get('/de/bag', PAGE_CTX)).toBeNull();
    // The new rendering stored by one is what the other serves (not its own expired copy).
    await a.set('/de/bag', page('<p>new price</p>', ['product-2']), STORE_CTX);
    expect(htmlOf(await b.get('/de/bag', PAGE_CTX))).toBe('<p>new price</p>');
  });

  it('ask Redis for a tag at most once per memo period', async () => {
    const [a, b] = [instance(), instance({ tagMemoMs: 60_000 })];
    await connected(a, b);
    await a.set('/de/hat', page('<p>hat</p>', ['product-3']), STORE_CTX);
    expect(await b.get('/de/hat', PAGE_CTX)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.revalidateTag('product-3', { expire: 0 });
    // Within the memo the other still trusts what it read; a shorter memo (0 above) sees it at once.
    expect(await b.get('/de/hat', PAGE_CTX)).not.toBeNull();
  });

  it('keep serving from memory while Redis is down, and share again once it is back', async () => {
    const [a, b] = [instance(), instance()];
    await connected(a, b);
    await a.set('/de/coat', page('<p>coat</p>', ['product-4']), STORE_CTX);
    expect(await b.get('/de/coat', PAGE_CTX)).not.toBeNull();

    await redis.down();
    const started = Date.now();
    await expect(a.set('/de/scarf', page('<p>scarf</p>'), STORE_CTX)).resolves.toBeUndefined();
    expect(htmlOf(await a.get('/de/scarf', PAGE_CTX))).toBe('<p>scarf</p>');
    expect(await b.get('/de/coat', PAGE_CTX)).not.toBeNull();
    expect(await b.get('/de/scarf', PAGE_CTX)).toBeNull();
    await expect(a.revalidateTag('product-4', { expire: 0 })).resolves.toBeUndefined();
    expect(await a.get('/de/coat', PAGE_CTX)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(
      logged.filter((message) => message.startsWith('shared cache unavailable')).length,
    ).toBeLessThanOrEqual(2);
    expect(logged.filter((message) => message.startsWith('shared cache unavailable')).length).toBeGreaterThan(
      0,
    );

    await redis.up();
    await connected(a, b);
    expect(logged).toContain('shared cache reachable again');
    await a.set('/de/gloves', page('<p>gloves</p>', ['product-5']), STORE_CTX);
    expect(await b.get('/de/gloves', PAGE_CTX)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await b.revalidateTag('product-5', { expire: 0 });
    expect(await a.get('/de/gloves', PAGE_CTX)).toBeNull();
  });
});

describe('a Redis too slow to answer', () => {
  it('answers from memory (a miss renders) within the timeout, and shares again once Redis answers', async () => {
    const [a, b] = [instance(), instance()];
    await connected(a, b);
    await a.set('/de/belt', page('<p>belt</p>', ['product-6']), STORE_CTX);
    expect(await b.get('/de/belt', PAGE_CTX)).not.toBeNull();
    redis.freeze();
    try {
      const started = Date.now();
      expect(htmlOf(await b.get('/de/belt', PAGE_CTX))).toBe('<p>belt</p>');
      expect(await b.get('/de/unknown', PAGE_CTX)).toBeNull();
      await expect(a.set('/de/cap', page('<p>cap</p>'), STORE_CTX)).resolves.toBeUndefined();
      await expect(a.revalidateTag('product-6', { expire: 0 })).resolves.toBeUndefined();
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      redis.thaw();
    }
    await connected(a, b);
    await a.set('/de/sock', page('<p>sock</p>'), STORE_CTX);
    await b.set('/de/tie', page('<p>tie</p>'), STORE_CTX);
    expect(htmlOf(await b.get('/de/sock', PAGE_CTX))).toBe('<p>sock</p>');
    expect(htmlOf(await a.get('/de/tie', PAGE_CTX))).toBe('<p>tie</p>');
  });
});

describe('one instance', () => {
  it('keeps no more than its memory budget, dropping the least recently used page', async () => {
    const cache = instance({ redisUrl: undefined, memoryBytes: 20_000 });
    await cache.set('/a', page('a'.repeat(4_000)), STORE_CTX);
    await cache.set('/b', page('b'.repeat(4_000)), STORE_CTX);
    expect(await cache.get('/a', PAGE_CTX)).not.toBeNull();
    await cache.set('/c', page('c'.repeat(4_000)), STORE_CTX);
    expect(await cache.get('/b', PAGE_CTX)).toBeNull();
    expect(await cache.get('/a', PAGE_CTX)).not.toBeNull();
    expect(await cache.get('/c', PAGE_CTX)).not.toBeNull();
  });

  it('stamps each page once, when it is stored', async () => {
    const stamped: unknown[] = [];
    const cache = instance({ redisUrl: undefined, onStore: (value) => stamped.push(value) });
    await cache.set('/p', page('<p>p</p>'), STORE_CTX);
    await cache.get('/p', PAGE_CTX);
    await cache.get('/p', PAGE_CTX);
    expect(stamped).toHaveLength(1);
  });

  it('marks a page stale (rendered again in the background) for a tag revalidated without expiry', async () => {
    const cache = instance({ redisUrl: undefined });
    await cache.set('/s', page('<p>s</p>', ['soft']), STORE_CTX);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.revalidateTag('soft', {});
    const entry = await cache.get('/s', PAGE_CTX);
    expect(entry?.cacheControl?.revalidate).toBe(1);
  });

  it('expires a cached fetch by its own tags or the tags of the page asking for it', async () => {
    const cache = instance({ redisUrl: undefined });
    const fetched = { kind: 'FETCH', data: { body: '{}', headers: {}, url: 'x' }, revalidate: 60 };
    await cache.set('fetch-1', fetched, { fetchCache: true, tags: ['menu'] });
    expect(
      await cache.get('fetch-1', { kind: 'FETCH', tags: ['menu'], softTags: ['_N_T_/de'] }),
    ).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.revalidateTag('_N_T_/de');
    expect(await cache.get('fetch-1', { kind: 'FETCH', tags: ['menu'], softTags: ['_N_T_/de'] })).toBeNull();
  });
});

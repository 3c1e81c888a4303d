// The cache handler Next is configured with (`cacheHandler` in next.config.ts, Next's documented interface: get, set,
// revalidateTag, resetRequestCache). Next makes one per request; the cache behind them is the process's
// (server/cache/kept-cache.mjs): memory, and Redis shared by every instance when STOREFRONT_REDIS_URL is set. A page
// is stamped with its Content-Security-Policy and ETag once, when it is stored (lib/csp/page-policy.ts), and a page
// rendered without a part of its shell is given a short life when read (lib/kept-page-life.ts); both are installed
// by instrumentation.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createKeptCache } from './server/cache/kept-cache.mjs';

const STAMP = Symbol.for('shop.storefront.stampKeptPage');
const LIFE = Symbol.for('shop.storefront.keptPageLife');

/** The build the entries belong to (its BUILD_ID file, beside Next's server folder). */
function buildIdOf(serverDistDir) {
  try {
    return readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

// Next loads this module more than once in a process (the server, and the image optimiser's cache); the cache, its
// memory budget and its Redis connection must be the process's one.
const PROCESS_CACHE = Symbol.for('shop.storefront.keptCache');

function cacheOfProcess({ maxMemoryCacheSize, serverDistDir }) {
  globalThis[PROCESS_CACHE] ??= createKeptCache({
    memoryBytes: maxMemoryCacheSize ?? 0,
    // What `next build` renders stays in the build: Redis holds what the running instances render.
    redisUrl:
      process.env.NEXT_PHASE === 'phase-production-build'
        ? undefined
        : process.env.STOREFRONT_REDIS_URL || undefined,
    generation: buildIdOf(serverDistDir),
    onStore: (value) => globalThis[STAMP]?.(value),
  });
  return globalThis[PROCESS_CACHE];
}

export default class KeptPageCache {
  constructor(ctx) {
    this.cache = cacheOfProcess(ctx);
  }

  async get(key, ctx) {
    const entry = await this.cache.get(key, ctx);
    return globalThis[LIFE]?.(entry) ?? entry;
  }

  set(key, data, ctx) {
    return this.cache.set(key, data, ctx);
  }

  revalidateTag(tags, durations) {
    return this.cache.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}

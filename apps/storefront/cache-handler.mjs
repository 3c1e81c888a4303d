// Next's own cache (memory, `isrFlushToDisk: false`), plus one step: a page stored or first read from disk gets
// its Content-Security-Policy header, with the hashes of its inline scripts (lib/csp/page-policy.ts, installed
// by instrumentation.ts). Kept pages stay kept: the policy is computed once per rendering, not per request. A page
// read without its menu is given a short life (lib/kept-page-life.ts), so it is rendered again soon.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const STAMP = Symbol.for('shop.storefront.stampKeptPage');
const stamp = (value) => globalThis[STAMP]?.(value);
const LIFE = Symbol.for('shop.storefront.keptPageLife');
const life = (entry) => globalThis[LIFE]?.(entry) ?? entry;

export default class KeptPageCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    stamp(entry?.value);
    return life(entry);
  }

  async set(key, data, ctx) {
    stamp(data);
    return super.set(key, data, ctx);
  }
}

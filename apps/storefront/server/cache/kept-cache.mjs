// The storefront's kept pages and cached fetches (Next's incremental cache), behind Next's documented `cacheHandler`
// interface (cache-handler.mjs): a bounded memory layer in each process and, when a Redis URL is given, Redis as the
// store every instance shares: entries, and each tag's revalidation time, so a `revalidateTag` on any instance
// expires the page on all. The memory layer asks Redis for the tags of what it serves at most once per `tagMemoMs`.
// Redis down or slow: served from memory, a miss is rendered, nothing throws (shared-store.mjs).
import { createSharedStore } from './shared-store.mjs';

/** Where Next keeps a kept page's tags (the header it sends them in when asked). */
const TAGS_HEADER = 'x-next-cache-tags';
const DAY_SECONDS = 24 * 60 * 60;
/** How long Redis keeps an entry without an `expire` of its own: the page is rendered again after that. */
export const ENTRY_TTL_SECONDS = 7 * DAY_SECONDS;
/** A tag's revalidation time outlives every entry it could expire. */
const TAG_TTL_SECONDS = ENTRY_TTL_SECONDS + DAY_SECONDS;
/** Tags whose state is known without asking Redis again (most are never revalidated); dropped past this many. */
const MAX_KNOWN_TAGS = 50_000;

function logLine(level, message, fields = {}) {
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    source: 'storefront',
    message,
    ...fields,
  });
  if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** About the bytes an entry holds, for the memory budget (strings counted by length, like Next's own LRU). */
export function sizeOf(value) {
  if (!value) return 64;
  let size = 256;
  for (const part of [value.html, value.rscData, value.body]) size += part?.length ?? 0;
  if (value.segmentData instanceof Map)
    for (const segment of value.segmentData.values()) size += segment.length;
  if (value.data !== undefined || value.pageData !== undefined) {
    size += JSON.stringify(value.data ?? value.pageData ?? null).length;
  }
  return size;
}

/** Least recently used entries go first once the budget is spent; a budget of 0 keeps nothing. */
function createMemoryLayer(maxBytes) {
  const records = new Map();
  let bytes = 0;
  const remove = (key) => {
    const record = records.get(key);
    if (!record) return;
    records.delete(key);
    bytes -= record.size;
  };
  return {
    /** The entry and when Redis was last asked for a newer one. */
    get(key) {
      const record = records.get(key);
      if (!record) return undefined;
      records.delete(key);
      records.set(key, record);
      return record;
    },
    set(key, entry, size, checkedAt) {
      remove(key);
      if (size > maxBytes) return;
      records.set(key, { entry, size, checkedAt });
      bytes += size;
      for (const [oldest, record] of records) {
        if (bytes <= maxBytes) break;
        records.delete(oldest);
        bytes -= record.size;
      }
    },
    delete: remove,
  };
}

function tagsOf(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  const fromPage = typeof header === 'string' && header ? header.split(',') : [];
  return [...new Set([...fromPage, ...(data?.tags ?? []), ...(ctx?.tags ?? [])])];
}

/** Next's rule: expired (its time has come, after the entry was stored) wins over stale (marked after it was stored). */
function verdictOf(states, lastModified, now) {
  let stale = false;
  for (const state of states) {
    if (!state) continue;
    if (typeof state.expired === 'number' && state.expired <= now && state.expired > lastModified)
      return 'expired';
    if (typeof state.stale === 'number' && state.stale > lastModified) stale = true;
  }
  return stale ? 'stale' : 'fresh';
}

const later = (a, b) => (typeof a === 'number' && typeof b === 'number' ? Math.max(a, b) : (a ?? b));
const merged = (a, b) =>
  a || b ? { stale: later(a?.stale, b?.stale), expired: later(a?.expired, b?.expired) } : null;

/** Past its revalidation time: another instance may have stored a newer rendering. */
const isDue = (entry, now) =>
  typeof entry.cacheControl?.revalidate === 'number' &&
  entry.lastModified + entry.cacheControl.revalidate * 1000 <= now;

/**
 * @param {import('./kept-cache.d.mts').KeptCacheOptions} options
 * @returns {import('./kept-cache.d.mts').KeptCache}
 */
export function createKeptCache({
  memoryBytes,
  redisUrl,
  prefix = 'storefront:',
  generation = 'development',
  timeoutMs = 250,
  tagMemoMs = 1_000,
  onStore = () => {},
  log = logLine,
}) {
  const memory = createMemoryLayer(memoryBytes);
  const shared = redisUrl ? createSharedStore({ url: redisUrl, timeoutMs, log }) : undefined;
  const entryKey = (key) => `${prefix}entry:${generation}:${key}`;
  const tagKey = (tag) => `${prefix}tag:${tag}`;
  /** tag → { state: { stale?, expired? } | null, checkedAt } */
  const tags = new Map();

  async function statesOf(names, now) {
    const due = shared ? names.filter((name) => !(tags.get(name)?.checkedAt > now - tagMemoMs)) : [];
    if (due.length > 0) {
      const stored = await shared.getTags(due.map(tagKey));
      if (stored) {
        if (tags.size > MAX_KNOWN_TAGS) tags.clear();
        due.forEach((name, index) => {
          tags.set(name, { state: merged(tags.get(name)?.state, stored[index]), checkedAt: now });
        });
      }
    }
    return names.map((name) => tags.get(name)?.state ?? null);
  }

  async function fromShared(key, now) {
    const found = await shared.getEntry(entryKey(key));
    if (!found) return undefined;
    onStore(found.entry.value);
    memory.set(key, found.entry, found.size, now);
    return found.entry;
  }

  /** The entry unless a tag of it (or of the fetch asking) expired; `stale` marks it for a render in the background. */
  async function judged(entry, ctx, now) {
    const names =
      ctx?.kind === 'FETCH' ? [...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : entry.tags;
    if (names.length === 0) return { verdict: 'fresh', entry };
    const verdict = verdictOf(await statesOf([...new Set(names)], now), entry.lastModified, now);
    return { verdict, entry };
  }

  return {
    async get(key, ctx) {
      const now = Date.now();
      const record = memory.get(key);
      let entry = record?.entry;
      if (shared && (!entry || (isDue(entry, now) && !(record.checkedAt > now - tagMemoMs)))) {
        if (record) record.checkedAt = now;
        const stored = await fromShared(key, now);
        if (stored && (!entry || stored.lastModified > entry.lastModified)) entry = stored;
      }
      if (!entry) return null;
      let { verdict } = await judged(entry, ctx, now);
      if (verdict === 'expired' && shared && record?.entry === entry) {
        // Expired here: another instance may already have stored the page's new rendering.
        memory.delete(key);
        const stored = await fromShared(key, now);
        if (stored && stored.lastModified > entry.lastModified) {
          entry = stored;
          ({ verdict } = await judged(entry, ctx, now));
        }
      }
      if (verdict === 'expired' || (verdict === 'stale' && ctx?.kind === 'FETCH')) {
        memory.delete(key);
        return null;
      }
      // Next serves a stale page and renders it again in the background once the entry's revalidate time is past.
      if (verdict === 'stale') return { ...entry, cacheControl: { ...entry.cacheControl, revalidate: 1 } };
      return entry;
    },

    async set(key, data, ctx) {
      onStore(data);
      const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
      const entry = { value: data, lastModified: Date.now(), cacheControl, tags: tagsOf(data, ctx) };
      memory.set(key, entry, sizeOf(data), entry.lastModified);
      if (!shared) return;
      const expire = cacheControl?.expire;
      const ttl =
        typeof expire === 'number' ? Math.min(Math.max(expire, 60), ENTRY_TTL_SECONDS) : ENTRY_TTL_SECONDS;
      await shared.setEntry(entryKey(key), entry, ttl);
    },

    async revalidateTag(names, durations) {
      const now = Date.now();
      await Promise.all(
        [names].flat().map(async (name) => {
          const before = tags.get(name)?.state;
          const state = durations
            ? {
                ...before,
                stale: now,
                ...(durations.expire === undefined ? {} : { expired: now + durations.expire * 1000 }),
              }
            : { ...before, expired: now };
          tags.set(name, { state, checkedAt: now });
          await shared?.setTag(tagKey(name), state, TAG_TTL_SECONDS);
        }),
      );
    },

    async close() {
      await shared?.close();
    },
  };
}

// The kept pages' shared store: Redis (STOREFRONT_REDIS_URL), reached through node-redis. Every call answers within
// a short timeout or gives up: a Redis that is down, slow or not yet connected makes a read a miss and a write a
// no-op, never an error for the page. The client reconnects by itself; the outage and the recovery are logged once.
import { createClient } from '@redis/client';

/** Buffers (RSC payloads, route bodies) and Maps (prefetch segments) survive the trip through JSON. */
function replacer(key, value) {
  const original = this[key];
  if (original instanceof Uint8Array) return { $bytes: Buffer.from(original).toString('base64') };
  if (original instanceof Map) return { $map: [...original] };
  return value;
}

function reviver(_key, value) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (typeof value.$bytes === 'string' && Object.keys(value).length === 1)
      return Buffer.from(value.$bytes, 'base64');
    if (Array.isArray(value.$map) && Object.keys(value).length === 1) return new Map(value.$map);
  }
  return value;
}

export const encodeEntry = (entry) => JSON.stringify(entry, replacer);
export const decodeEntry = (text) => JSON.parse(text, reviver);

/** After a call that failed or took too long, Redis is left alone this long (one call then tries it again). */
const PAUSE_MS = 1_000;
/** A connection being made costs no request anything (they miss meanwhile): a busy server starting is given time. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * @param {{ url: string; timeoutMs: number; log: (level: 'warn' | 'info', message: string, fields?: object) => void }} options
 */
export function createSharedStore({ url, timeoutMs, log }) {
  let reachable = true;
  let pausedUntil = 0;
  const lost = (error) => {
    pausedUntil = Date.now() + PAUSE_MS;
    if (!reachable) return;
    reachable = false;
    log('warn', 'shared cache unavailable: serving kept pages from memory', {
      error: error instanceof Error ? error.message : String(error),
    });
  };
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  client.on('error', lost);
  const connecting = client.connect().catch(lost);

  /** The call's answer, or `fallback` when Redis is not connected, failed lately or does not answer in time. */
  async function attempt(call, fallback) {
    if (!client.isReady || Date.now() < pausedUntil) return fallback;
    let timer;
    const late = new Promise((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const answer = await Promise.race([call(client), late]);
      if (!reachable) {
        reachable = true;
        log('info', 'shared cache reachable again');
      }
      return answer;
    } catch (error) {
      lost(error);
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    getEntry: (key) =>
      attempt(async (redis) => {
        const text = await redis.get(key);
        return text ? { entry: decodeEntry(text), size: text.length } : null;
      }, null),
    setEntry: (key, entry, ttlSeconds) =>
      attempt(
        (redis) => redis.set(key, encodeEntry(entry), { expiration: { type: 'EX', value: ttlSeconds } }),
        null,
      ),
    /** The stored states of `keys`, `null` for each unknown one; `undefined` when Redis could not be asked. */
    getTags: (keys) =>
      attempt(
        async (redis) => (await redis.mGet(keys)).map((text) => (text ? JSON.parse(text) : null)),
        undefined,
      ),
    setTag: (key, state, ttlSeconds) =>
      attempt(
        (redis) => redis.set(key, JSON.stringify(state), { expiration: { type: 'EX', value: ttlSeconds } }),
        null,
      ),
    /** Ends the connection, or the attempts to make one. */
    async close() {
      if (client.isOpen) client.destroy();
      await connecting;
    },
  };
}

// Types of kept-cache.mjs (plain JavaScript: Next imports the cache handler at run time, unbundled).

/** An entry as Next's `cacheHandler` reads and writes it, with the tags it was stored under. */
export interface KeptEntry {
  value: unknown;
  lastModified: number;
  cacheControl?: { revalidate?: number | false; expire?: number };
  tags: string[];
}

export interface KeptCacheOptions {
  /** The memory layer's budget in bytes (Next's `cacheMaxMemorySize`); 0 keeps nothing in memory. */
  memoryBytes: number;
  /** Redis shared by every instance (STOREFRONT_REDIS_URL); without it the cache is this process's memory alone. */
  redisUrl?: string | undefined;
  /** Before every Redis key: `storefront:`. */
  prefix?: string;
  /** The build whose renderings the entries are (another build's pages are never served); tags are shared. */
  generation?: string;
  /** How long one Redis call may take before it counts as a miss (ms). */
  timeoutMs?: number;
  /** How long a tag's state read from Redis is trusted before it is asked again (ms). */
  tagMemoMs?: number;
  /** Called with each value stored (and each value read from Redis): stamps a kept page's CSP and ETag. */
  onStore?: (value: unknown) => void;
  log?: (level: 'warn' | 'info', message: string, fields?: Record<string, unknown>) => void;
}

export interface KeptCache {
  get(key: string, ctx?: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<KeptEntry | null>;
  set(
    key: string,
    data: unknown,
    ctx?: { fetchCache?: boolean; tags?: string[]; cacheControl?: KeptEntry['cacheControl'] },
  ): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  /** Closes the Redis connection. */
  close(): Promise<void>;
}

export declare const ENTRY_TTL_SECONDS: number;
export declare function sizeOf(value: unknown): number;
export declare function createKeptCache(options: KeptCacheOptions): KeptCache;

// Requests per client and route in fixed windows, counted in the database so that every instance shares them.
// The database's clock decides, so instances with drifting clocks still agree.
import { sql } from 'drizzle-orm';
import { olderThan } from './db/age';
import type { Db } from './db/database';
import { rateLimits } from './db/schema';

export interface RateLimitRule {
  /** Requests a client may make in one window. */
  limit: number;
  windowSeconds: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one request of `client` (a keyed hash, never an address) on `route`. */
export async function countRequest(
  db: Db,
  route: string,
  client: string,
  rule: RateLimitRule,
): Promise<RateLimitVerdict> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`${rateLimits.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ route, client, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.route, rateLimits.client],
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStartedAt} END`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      secondsLeft: sql<number>`ceil(extract(epoch FROM ${rateLimits.windowStartedAt} + ${window} - now()))::int`,
    });
  if (!row || row.hits <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row.secondsLeft)) };
}

/** Drops windows that ended long ago (a job); a returning client simply starts a new one. */
export async function deleteStaleRateLimits(db: Db, olderThanSeconds: number): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(olderThan(rateLimits.windowStartedAt, olderThanSeconds))
    .returning({ route: rateLimits.route });
  return deleted.length;
}

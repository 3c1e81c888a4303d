// At most 10 failed sign-ins per address and client in 15 minutes. Failures are counted in the rate-limit table
// (shared by every instance, by the database's clock) under a keyed hash of client and address; a success does
// not count, and the limit is checked before the backend is asked.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema';
import { countRequest, type RateLimitRule } from '../rate-limits';
import { keyedHash, storefrontSecret } from '../secrets';

export const FAILED_SIGN_IN_RULE: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };
const ROUTE = 'account-sign-in-failures';

async function keyOf(clientKey: string, email: string): Promise<string> {
  return keyedHash(await storefrontSecret(), 'sign-in', `${clientKey}\0${email.toLowerCase()}`);
}

/** Seconds until this client may try this address again; 0 while it may. */
export async function signInBlockedFor(db: Db, clientKey: string, email: string): Promise<number> {
  const window = sql`make_interval(secs => ${FAILED_SIGN_IN_RULE.windowSeconds})`;
  const [row] = await db
    .select({
      hits: rateLimits.hits,
      secondsLeft: sql<number>`ceil(extract(epoch FROM ${rateLimits.windowStartedAt} + ${window} - now()))::int`,
    })
    .from(rateLimits)
    .where(and(eq(rateLimits.route, ROUTE), eq(rateLimits.client, await keyOf(clientKey, email))));
  if (!row || Number(row.secondsLeft) <= 0 || row.hits < FAILED_SIGN_IN_RULE.limit) return 0;
  return Math.max(1, Number(row.secondsLeft));
}

export async function recordFailedSignIn(db: Db, clientKey: string, email: string): Promise<void> {
  await countRequest(db, ROUTE, await keyOf(clientKey, email), FAILED_SIGN_IN_RULE);
}

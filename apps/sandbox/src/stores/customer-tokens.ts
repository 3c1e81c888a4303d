// Customer access tokens (the classic API's sessions), one-time reset and activation tokens and spent Multipass
// tokens. Every token is stored only as its SHA-256 hash.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { customerAccessTokens, customers, customerTokens, multipassUses } from '../db/schema';
import { hashToken, newToken } from '../floor/secrets';
import type { CustomerRow } from './customers';

const ONE_TIME_TOKEN_HOURS = 24;

export type OneTimePurpose = 'reset' | 'activate';

export interface AccessToken {
  accessToken: string;
  expiresAt: Date;
}

/** The customer a live (unexpired) access token belongs to: the one token lookup of the sandbox. */
export async function customerForToken(db: Executor, token: unknown): Promise<CustomerRow | null> {
  if (typeof token !== 'string' || token === '') return null;
  const [row] = await db
    .select({ customer: customers })
    .from(customerAccessTokens)
    .innerJoin(customers, eq(customers.id, customerAccessTokens.customerId))
    .where(
      and(
        eq(customerAccessTokens.tokenHash, hashToken(token)),
        gt(customerAccessTokens.expiresAt, new Date()),
      ),
    );
  return row?.customer ?? null;
}

export async function issueAccessToken(
  db: Executor,
  customerId: number,
  lifetimeSeconds: number,
): Promise<AccessToken> {
  const accessToken = newToken();
  const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000);
  await db.insert(customerAccessTokens).values({ tokenHash: hashToken(accessToken), customerId, expiresAt });
  return { accessToken, expiresAt };
}

/** A new lifetime for a token; the new expiry. */
export async function renewAccessToken(db: Executor, token: string, lifetimeSeconds: number): Promise<Date> {
  const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000);
  await db
    .update(customerAccessTokens)
    .set({ expiresAt })
    .where(eq(customerAccessTokens.tokenHash, hashToken(token)));
  return expiresAt;
}

/** Deletes one token; its hash when it existed. */
export async function deleteAccessToken(db: Executor, token: string): Promise<string | null> {
  const tokenHash = hashToken(token);
  const deleted = await db
    .delete(customerAccessTokens)
    .where(eq(customerAccessTokens.tokenHash, tokenHash))
    .returning();
  return deleted.length === 0 ? null : tokenHash;
}

/** Ends every session of a customer (a new password does). */
export async function deleteAccessTokensOf(db: Executor, customerId: number): Promise<void> {
  await db.delete(customerAccessTokens).where(eq(customerAccessTokens.customerId, customerId));
}

/** Lets a customer's live tokens expire now; how many there were. */
export async function expireAccessTokensOf(db: Executor, customerId: number): Promise<number> {
  const now = new Date();
  const expired = await db
    .update(customerAccessTokens)
    .set({ expiresAt: new Date(now.getTime() - 1000) })
    .where(and(eq(customerAccessTokens.customerId, customerId), gt(customerAccessTokens.expiresAt, now)))
    .returning({ customerId: customerAccessTokens.customerId });
  return expired.length;
}

export async function issueOneTimeToken(
  db: Executor,
  customerId: number,
  purpose: OneTimePurpose,
): Promise<string> {
  const token = newToken(20);
  await db.insert(customerTokens).values({
    tokenHash: hashToken(token),
    customerId,
    purpose,
    expiresAt: new Date(Date.now() + ONE_TIME_TOKEN_HOURS * 3600 * 1000),
  });
  return token;
}

/** Consumes a reset or activation token; true when it was valid for this customer. */
export async function useOneTimeToken(
  db: Executor,
  customerId: number,
  purpose: OneTimePurpose,
  token: unknown,
): Promise<boolean> {
  if (typeof token !== 'string' || token === '') return false;
  const [row] = await db
    .select()
    .from(customerTokens)
    .where(and(eq(customerTokens.tokenHash, hashToken(token)), eq(customerTokens.purpose, purpose)));
  if (!row || row.customerId !== customerId || row.usedAt || row.expiresAt < new Date()) return false;
  await db
    .update(customerTokens)
    .set({ usedAt: new Date() })
    .where(eq(customerTokens.tokenHash, row.tokenHash));
  return true;
}

/** Records a Multipass token as used (forgetting expired ones); false when it was used before. */
export async function spendMultipassToken(db: Executor, token: string, expiresAt: Date): Promise<boolean> {
  await db.delete(multipassUses).where(lt(multipassUses.expiresAt, new Date()));
  const first = await db
    .insert(multipassUses)
    .values({ tokenHash: hashToken(token), expiresAt })
    .onConflictDoNothing()
    .returning();
  return first.length > 0;
}

// Sessions of the account service and what hangs off them: one-time sign-in codes and rotating refresh tokens.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accountGrants, accountSessions, customers } from '../db/schema';
import { hashToken, newSecret } from '../floor/secrets';
import type { CustomerRow } from '../stores/customers';

export type SessionRow = typeof accountSessions.$inferSelect;

export async function startSession(db: Db, customerId: number, store: string): Promise<SessionRow> {
  const [session] = await db
    .insert(accountSessions)
    .values({ id: newSecret(18), customerId, store })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  return session;
}

/** The live session with its customer, or null when it ended or never was. */
export async function liveSession(
  db: Db,
  sessionId: string,
): Promise<{ session: SessionRow; customer: CustomerRow } | null> {
  const [row] = await db
    .select({ session: accountSessions, customer: customers })
    .from(accountSessions)
    .innerJoin(customers, eq(customers.id, accountSessions.customerId))
    .where(and(eq(accountSessions.id, sessionId), isNull(accountSessions.endedAt)));
  return row ?? null;
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(accountSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(accountSessions.id, sessionId), isNull(accountSessions.endedAt)));
}

export async function endSessionsOf(db: Db, customerId: number): Promise<number> {
  const ended = await db
    .update(accountSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(accountSessions.customerId, customerId), isNull(accountSessions.endedAt)))
    .returning({ id: accountSessions.id });
  return ended.length;
}

export type GrantKind = 'code' | 'refresh' | 'browser';

/** A new code, refresh token or browser cookie value for the session; only its hash is stored. */
export async function issueGrant(
  db: Db,
  kind: GrantKind,
  sessionId: string,
  lifetimeSeconds: number,
  bound: { origin?: string | null; store?: string | null } = {},
): Promise<string> {
  const secret = newSecret();
  await db.insert(accountGrants).values({
    tokenHash: hashToken(secret),
    kind,
    sessionId,
    origin: bound.origin ?? null,
    store: bound.store ?? null,
    expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
  });
  return secret;
}

/** The live session a browser cookie names (the cookie is not spent by reading it). */
export async function sessionOfBrowser(
  db: Db,
  secret: string,
): Promise<{ session: SessionRow; customer: CustomerRow } | null> {
  const [grant] = await db
    .select()
    .from(accountGrants)
    .where(and(eq(accountGrants.tokenHash, hashToken(secret)), eq(accountGrants.kind, 'browser')));
  if (!grant || grant.expiresAt <= new Date()) return null;
  return liveSession(db, grant.sessionId);
}

/** The session a refresh token belongs to, spent or not. */
export async function sessionIdOfRefreshToken(db: Db, secret: string): Promise<string | null> {
  const [grant] = await db
    .select({ sessionId: accountGrants.sessionId })
    .from(accountGrants)
    .where(and(eq(accountGrants.tokenHash, hashToken(secret)), eq(accountGrants.kind, 'refresh')));
  return grant?.sessionId ?? null;
}

export type GrantOutcome =
  | {
      ok: true;
      session: SessionRow;
      customer: CustomerRow;
      origin: string | null;
      store: string;
    }
  | { ok: false; reason: string };

/**
 * Spends a code or refresh token: once only, before it expires, while its session lives. One presented a second
 * time ends its session, as someone else holds a copy (RFC 6749 §4.1.2, §10.4).
 */
export async function spendGrant(db: Db, kind: 'code' | 'refresh', secret: string): Promise<GrantOutcome> {
  const now = new Date();
  const [spent] = await db
    .update(accountGrants)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountGrants.tokenHash, hashToken(secret)),
        eq(accountGrants.kind, kind),
        isNull(accountGrants.usedAt),
      ),
    )
    .returning();
  if (!spent) {
    const [known] = await db
      .select()
      .from(accountGrants)
      .where(and(eq(accountGrants.tokenHash, hashToken(secret)), eq(accountGrants.kind, kind)));
    if (known) await endSession(db, known.sessionId);
    return { ok: false, reason: known ? `The ${noun(kind)} was already used` : `Unknown ${noun(kind)}` };
  }
  if (spent.expiresAt <= now) return { ok: false, reason: `The ${noun(kind)} has expired` };
  const live = await liveSession(db, spent.sessionId);
  if (!live) return { ok: false, reason: 'The session has ended' };
  return { ok: true, ...live, origin: spent.origin, store: spent.store ?? live.session.store };
}

const noun = (kind: 'code' | 'refresh') => (kind === 'code' ? 'code' : 'refresh token');

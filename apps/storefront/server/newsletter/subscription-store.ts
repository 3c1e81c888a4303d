// Newsletter subscriptions: one row per address, pending until the mailed link confirms it. The confirmation
// mail is claimed in the database before it is sent, so that an address never gets two within a day, even when
// the form is sent twice at once or to two instances.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { DAY_SECONDS, olderThan } from '../db/age';
import type { Db } from '../db/database';
import { newsletterSubscriptions } from '../db/schema';

export type Subscription = typeof newsletterSubscriptions.$inferSelect;

export interface SubscribeInput {
  email: string;
  edition: string;
  language: string;
  country: string;
  createVoucher: boolean;
}

/** Hours before another confirmation mail may go to the same unconfirmed address. */
export const CONFIRMATION_MAIL_INTERVAL_HOURS = 24;
/** Days an unconfirmed subscription is kept. */
export const PENDING_RETENTION_DAYS = 30;

/**
 * Records the shopper's wish and consent time. A confirmed subscription stays as it is (nothing to confirm);
 * a pending one takes the newest edition, country and voucher choice.
 */
export async function recordSubscription(db: Db, input: SubscribeInput): Promise<Subscription> {
  const now = sql`now()`;
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ ...input, status: 'pending', consentAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        edition: sql`CASE WHEN ${newsletterSubscriptions.status} = 'pending' THEN excluded.edition ELSE ${newsletterSubscriptions.edition} END`,
        language: sql`CASE WHEN ${newsletterSubscriptions.status} = 'pending' THEN excluded.language ELSE ${newsletterSubscriptions.language} END`,
        country: sql`CASE WHEN ${newsletterSubscriptions.status} = 'pending' THEN excluded.country ELSE ${newsletterSubscriptions.country} END`,
        createVoucher: sql`CASE WHEN ${newsletterSubscriptions.status} = 'pending' THEN excluded.create_voucher ELSE ${newsletterSubscriptions.createVoucher} END`,
        consentAt: sql`CASE WHEN ${newsletterSubscriptions.status} = 'pending' THEN excluded.consent_at ELSE ${newsletterSubscriptions.consentAt} END`,
      },
    })
    .returning();
  if (!row) throw new Error('newsletter subscription upsert returned nothing');
  return row;
}

/**
 * Takes the right to mail a confirmation to a pending subscription now: true at most once a day per address.
 * Returns the previous send time to give back with `releaseConfirmationMail` when the mail could not be sent.
 */
export async function claimConfirmationMail(
  db: Db,
  id: number,
): Promise<{ claimed: true; previous: Date | null } | { claimed: false }> {
  const previous = await db
    .select({ sentAt: newsletterSubscriptions.confirmationSentAt })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  const [claimed] = await db
    .update(newsletterSubscriptions)
    .set({ confirmationSentAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscriptions.id, id),
        eq(newsletterSubscriptions.status, 'pending'),
        or(
          isNull(newsletterSubscriptions.confirmationSentAt),
          olderThan(newsletterSubscriptions.confirmationSentAt, CONFIRMATION_MAIL_INTERVAL_HOURS * 3600),
        ),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return claimed ? { claimed: true, previous: previous[0]?.sentAt ?? null } : { claimed: false };
}

/** Gives a claim back after the mail failed, so the next attempt may send. */
export async function releaseConfirmationMail(db: Db, id: number, previous: Date | null): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ confirmationSentAt: previous })
    .where(eq(newsletterSubscriptions.id, id));
}

/** Confirms a pending subscription; the row as it is now, or null when it no longer exists. */
export async function confirmSubscription(db: Db, id: number): Promise<Subscription | null> {
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: sql`now()` })
    .where(and(eq(newsletterSubscriptions.id, id), eq(newsletterSubscriptions.status, 'pending')));
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
  return row ?? null;
}

/** Unsubscribing forgets the address. */
export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
}

export async function findSubscriptionByEmail(db: Db, email: string): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
  return row ?? null;
}

/** Deletes subscriptions never confirmed within the retention period (a job); returns how many. */
export async function deleteUnconfirmedSubscriptions(
  db: Db,
  olderThanDays = PENDING_RETENTION_DAYS,
): Promise<number> {
  const deleted = await db
    .delete(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.status, 'pending'),
        olderThan(newsletterSubscriptions.consentAt, olderThanDays * DAY_SECONDS),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return deleted.length;
}

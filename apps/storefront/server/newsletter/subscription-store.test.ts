import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, IN_MEMORY, openDatabase } from '../db/database';
import { editionOfCountry } from './edition-of-country';
import {
  claimConfirmationMail,
  confirmSubscription,
  deleteSubscription,
  deleteUnconfirmedSubscriptions,
  findSubscriptionByEmail,
  recordSubscription,
  releaseConfirmationMail,
} from './subscription-store';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: IN_MEMORY });
});
afterAll(() => database.close());

const wish = (email: string, edition = 'de') => ({
  email,
  edition,
  language: 'de-DE',
  country: 'DE',
  createVoucher: false,
});

describe('the form names its edition by country', () => {
  it('takes the cookie value, the path prefix or the country code', () => {
    expect(editionOfCountry('de')).toBe('de');
    expect(editionOfCountry('GB')).toBe('gb');
    expect(editionOfCountry('uk')).toBe('gb');
    expect(editionOfCountry('global')).toBe('en');
    expect(editionOfCountry('PL')).toBe('pl');
    expect(editionOfCountry('xx')).toBeUndefined();
  });
});

describe('one confirmation mail per unconfirmed address a day', () => {
  it('lets the first subscription claim a mail and refuses a second claim the same day', async () => {
    const row = await recordSubscription(database.db, wish('one@example.com'));
    expect(row.status).toBe('pending');
    expect(await claimConfirmationMail(database.db, row.id)).toEqual({ claimed: true, previous: null });
    const again = await recordSubscription(database.db, wish('one@example.com', 'fr'));
    expect(again.id).toBe(row.id);
    expect(again.edition).toBe('fr');
    expect(await claimConfirmationMail(database.db, row.id)).toEqual({ claimed: false });
  });

  it('gives exactly one of two simultaneous claims', async () => {
    const row = await recordSubscription(database.db, wish('twice@example.com'));
    const claims = await Promise.all([
      claimConfirmationMail(database.db, row.id),
      claimConfirmationMail(database.db, row.id),
    ]);
    expect(claims.filter((claim) => claim.claimed)).toHaveLength(1);
  });

  it('allows a mail again a day later, or at once when the last one could not be sent', async () => {
    const row = await recordSubscription(database.db, wish('later@example.com'));
    const claim = await claimConfirmationMail(database.db, row.id);
    if (!claim.claimed) throw new Error('first claim refused');
    await releaseConfirmationMail(database.db, row.id, claim.previous);
    expect((await claimConfirmationMail(database.db, row.id)).claimed).toBe(true);
    await database.db.execute(
      sql`UPDATE newsletter_subscriptions SET confirmation_sent_at = now() - interval '25 hours' WHERE id = ${row.id}`,
    );
    expect((await claimConfirmationMail(database.db, row.id)).claimed).toBe(true);
  });
});

describe('confirming and unsubscribing', () => {
  it('confirms a pending subscription, which then keeps its edition and claims no mail', async () => {
    const row = await recordSubscription(database.db, wish('confirm@example.com'));
    const confirmed = await confirmSubscription(database.db, row.id);
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(Date) });
    const again = await recordSubscription(database.db, wish('confirm@example.com', 'it'));
    expect(again).toMatchObject({ status: 'confirmed', edition: 'de' });
    expect(await claimConfirmationMail(database.db, row.id)).toEqual({ claimed: false });
  });

  it('forgets the address on unsubscribe', async () => {
    const row = await recordSubscription(database.db, wish('leave@example.com'));
    await deleteSubscription(database.db, row.id);
    expect(await findSubscriptionByEmail(database.db, 'leave@example.com')).toBeNull();
    expect(await confirmSubscription(database.db, row.id)).toBeNull();
  });

  it('deletes subscriptions left unconfirmed for 30 days, not confirmed ones', async () => {
    const stale = await recordSubscription(database.db, wish('stale@example.com'));
    const kept = await recordSubscription(database.db, wish('kept@example.com'));
    await confirmSubscription(database.db, kept.id);
    await database.db.execute(
      sql`UPDATE newsletter_subscriptions SET consent_at = now() - interval '31 days' WHERE id IN (${stale.id}, ${kept.id})`,
    );
    expect(await deleteUnconfirmedSubscriptions(database.db)).toBe(1);
    expect(await findSubscriptionByEmail(database.db, 'stale@example.com')).toBeNull();
    expect(await findSubscriptionByEmail(database.db, 'kept@example.com')).not.toBeNull();
  });
});

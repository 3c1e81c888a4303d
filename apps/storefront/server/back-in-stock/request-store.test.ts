import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, IN_MEMORY, openDatabase } from '../db/database';
import { backInStockRequests } from '../db/schema';
import {
  deleteExpiredRequests,
  deleteRequests,
  dueRequests,
  markVariantAvailable,
  recordRequest,
} from './request-store';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: IN_MEMORY });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(backInStockRequests);
});

const VARIANT = 'gid://shopify/ProductVariant/44100000001';
const request = (email: string, variantId = VARIANT, edition = 'pl') => ({
  email,
  variantId,
  edition,
  language: 'pl-PL',
});

describe('back-in-stock requests', () => {
  it('keeps one request per address, variant and edition', async () => {
    await recordRequest(database.db, request('a@example.com'));
    await recordRequest(database.db, request('a@example.com'));
    await recordRequest(database.db, request('a@example.com', VARIANT, 'de'));
    expect(await database.db.select().from(backInStockRequests)).toHaveLength(2);
  });

  it('makes only the reported variant’s requests due, and deletes them once sent', async () => {
    await recordRequest(database.db, request('a@example.com'));
    await recordRequest(database.db, request('b@example.com'));
    await recordRequest(database.db, request('c@example.com', 'gid://shopify/ProductVariant/44100000002'));
    expect(await dueRequests(database.db)).toEqual([]);
    expect(await markVariantAvailable(database.db, VARIANT)).toBe(2);
    expect(await markVariantAvailable(database.db, VARIANT)).toBe(0);
    const due = await dueRequests(database.db);
    expect(due.map((row) => row.email).sort()).toEqual(['a@example.com', 'b@example.com']);
    await deleteRequests(
      database.db,
      due.map((row) => row.id),
    );
    const left = await database.db.select().from(backInStockRequests);
    expect(left.map((row) => row.email)).toEqual(['c@example.com']);
  });

  it('deletes requests older than six months without availability, never a due one', async () => {
    await recordRequest(database.db, request('old@example.com'));
    await recordRequest(database.db, request('due@example.com'));
    await recordRequest(database.db, request('new@example.com', 'gid://shopify/ProductVariant/44100000003'));
    await database.db
      .update(backInStockRequests)
      .set({ createdAt: sql`now() - interval '184 days'` })
      .where(sql`${backInStockRequests.email} in ('old@example.com', 'due@example.com')`);
    await database.db
      .update(backInStockRequests)
      .set({ availableAt: sql`now()` })
      .where(eq(backInStockRequests.email, 'due@example.com'));
    expect(await deleteExpiredRequests(database.db)).toBe(1);
    const left = await database.db.select().from(backInStockRequests);
    expect(left.map((row) => row.email).sort()).toEqual(['due@example.com', 'new@example.com']);
  });
});

// Runtime ids of what the sandbox creates (customers, addresses, orders, reviews, what the admin hooks make): Shopify-shaped numbers from the
// `counters` table, so PGlite and Postgres give the same ones.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { counters } from '../db/schema';

export const RUNTIME_ID_BASE = {
  customer: 7_400_000_000,
  address: 9_100_000_000,
  order: 5_900_000_000,
  orderNumber: 1000,
  /** Reviews submitted at run time, above the seeded ones (catalogue ID_BASE.review). */
  review: 3_900_000_000,
  /** Collections, pages, menus, menu items and metafields made by the admin hooks, above the seeded ones. */
  collection: 430_000_000,
  page: 92_000_000,
  menu: 205_000_000,
  menuItem: 215_000_000,
  metafield: 26_000_000_000,
} as const;

type Executor = Pick<Db, 'insert'>;

/** The next value of a named counter, starting at base + 1. */
export async function nextId(db: Executor, name: keyof typeof RUNTIME_ID_BASE): Promise<number> {
  const [row] = await db
    .insert(counters)
    .values({ name, value: RUNTIME_ID_BASE[name] + 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  if (!row) throw new Error(`counter ${name} returned nothing`);
  return row.value;
}

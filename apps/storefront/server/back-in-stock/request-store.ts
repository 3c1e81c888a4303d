// Back-in-stock requests in the storefront's database (spec §3, §9): recorded by the form, marked when the shop
// reports the variant available again, deleted once notified or after six months without availability.
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { DAY_SECONDS, olderThan } from '../db/age';
import type { Db } from '../db/database';
import { backInStockRequests } from '../db/schema';

/** Requests without availability are kept this long (spec §9: six months). */
export const BACK_IN_STOCK_RETENTION_DAYS = 183;

export type BackInStockRequest = typeof backInStockRequests.$inferSelect;

export interface NewBackInStockRequest {
  email: string;
  variantId: string;
  edition: string;
  language: string;
}

/** Records a request; asking again for the same variant renews it (a fresh six months). */
export async function recordRequest(db: Db, request: NewBackInStockRequest): Promise<void> {
  await db
    .insert(backInStockRequests)
    .values(request)
    .onConflictDoUpdate({
      target: [backInStockRequests.email, backInStockRequests.variantId, backInStockRequests.edition],
      set: { language: request.language, createdAt: new Date(), availableAt: null },
    });
}

/** The shop reports the variant available: its waiting requests become due. Returns how many. */
export async function markVariantAvailable(db: Db, variantId: string): Promise<number> {
  const rows = await db
    .update(backInStockRequests)
    .set({ availableAt: new Date() })
    .where(and(eq(backInStockRequests.variantId, variantId), isNull(backInStockRequests.availableAt)))
    .returning({ id: backInStockRequests.id });
  return rows.length;
}

/** Requests whose variant is available again, oldest first. */
export function dueRequests(db: Db, limit = 200): Promise<BackInStockRequest[]> {
  return db
    .select()
    .from(backInStockRequests)
    .where(isNotNull(backInStockRequests.availableAt))
    .orderBy(asc(backInStockRequests.availableAt), asc(backInStockRequests.id))
    .limit(limit);
}

export async function deleteRequests(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(backInStockRequests).where(inArray(backInStockRequests.id, ids));
}

/** Deletes requests that waited longer than the retention without the variant coming back. */
export async function deleteExpiredRequests(db: Db, days = BACK_IN_STOCK_RETENTION_DAYS): Promise<number> {
  const deleted = await db
    .delete(backInStockRequests)
    .where(
      and(
        isNull(backInStockRequests.availableAt),
        olderThan(backInStockRequests.createdAt, days * DAY_SECONDS),
      ),
    )
    .returning({ id: backInStockRequests.id });
  return deleted.length;
}

// Error reports of the shop's pages, kept 30 days.
import { DAY_SECONDS, olderThan } from '../db/age';
import type { Db } from '../db/database';
import { errorReports } from '../db/schema';

export type ErrorReport = typeof errorReports.$inferInsert;

/** Days an error report is kept. */
export const ERROR_REPORT_RETENTION_DAYS = 30;

export async function saveErrorReport(db: Db, report: ErrorReport): Promise<number> {
  const [row] = await db.insert(errorReports).values(report).returning({ id: errorReports.id });
  if (!row) throw new Error('error report insert returned nothing');
  return row.id;
}

/** Deletes reports past the retention period (a job); returns how many. */
export async function deleteExpiredErrorReports(
  db: Db,
  olderThanDays = ERROR_REPORT_RETENTION_DAYS,
): Promise<number> {
  const deleted = await db
    .delete(errorReports)
    .where(olderThan(errorReports.receivedAt, olderThanDays * DAY_SECONDS))
    .returning({ id: errorReports.id });
  return deleted.length;
}

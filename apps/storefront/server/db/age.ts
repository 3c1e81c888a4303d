import { type Column, lt, type SQL, sql } from 'drizzle-orm';

export const DAY_SECONDS = 24 * 60 * 60;

/** The row's time lies more than `seconds` before the database's now (its clock, so instances agree). */
export function olderThan(column: Column, seconds: number): SQL {
  return lt(column, sql`now() - make_interval(secs => ${seconds})`);
}

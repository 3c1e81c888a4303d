// The storefront's periodic work. Each job runs at most once per period across every instance sharing the
// database (runner.ts).
import { notifyAvailableRequests } from '../back-in-stock/notify';
import { deleteExpiredRequests } from '../back-in-stock/request-store';
import type { Db } from '../db/database';
import { deleteExpiredErrorReports } from '../error-reports/report-store';
import { deleteUnconfirmedSubscriptions } from '../newsletter/subscription-store';
import { deleteStaleRateLimits } from '../rate-limits';
import { deleteSpentRefreshes } from '../sso/shared-refresh';

export interface Job {
  name: string;
  /** Seconds between two runs. */
  everySeconds: number;
  /** Runs inside the job's transaction; returns what it did, for the log and `job_runs`. */
  run: (db: Db) => Promise<Record<string, unknown>>;
}

/** Rate-limit windows older than this are dropped (every limit's window is shorter). */
const RATE_LIMIT_RETENTION_SECONDS = 24 * 60 * 60;

export const retentionJob: Job = {
  name: 'retention',
  everySeconds: 60 * 60,
  run: async (db) => ({
    errorReports: await deleteExpiredErrorReports(db),
    unconfirmedSubscriptions: await deleteUnconfirmedSubscriptions(db),
    rateLimits: await deleteStaleRateLimits(db, RATE_LIMIT_RETENTION_SECONDS),
    backInStockRequests: await deleteExpiredRequests(db),
    ssoRefreshes: await deleteSpentRefreshes(db),
  }),
};

/** Mails the back-in-stock requests whose variant the shop reported available (also started by that webhook). */
export const backInStockJob: Job = {
  name: 'back-in-stock',
  everySeconds: 60,
  run: notifyAvailableRequests,
};

export const JOBS: readonly Job[] = [retentionJob, backInStockJob];

// Runs a job under a Postgres advisory lock held by its transaction, so that of several instances (or the
// operator's command) only one runs it at a time, and records the run so the others skip it until it is due.
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/database';
import { jobRuns } from '../db/schema';
import { logLine } from '../log';
import type { Job } from './jobs';

export type JobOutcome =
  | { status: 'ran'; result: Record<string, unknown> }
  | { status: 'locked' }
  | { status: 'not-due'; lastFinishedAt: Date };

/** `force` runs the job even when its period has not passed since the last run (the operator's command). */
export async function runJob(db: Db, job: Job, options: { force?: boolean } = {}): Promise<JobOutcome> {
  const outcome = await db.transaction(async (tx): Promise<JobOutcome> => {
    const transaction = tx as unknown as Db;
    const [lock] = await queryRows<{ locked: boolean }>(
      transaction,
      sql`SELECT pg_try_advisory_xact_lock(hashtext('storefront-job'), hashtext(${job.name})) AS locked`,
    );
    if (!lock?.locked) return { status: 'locked' };
    const [last] = await transaction
      .select({
        finishedAt: jobRuns.finishedAt,
        due: sql<boolean>`${jobRuns.finishedAt} <= now() - make_interval(secs => ${job.everySeconds})`,
      })
      .from(jobRuns)
      .where(eq(jobRuns.name, job.name));
    if (!options.force && last?.finishedAt && !last.due) {
      return { status: 'not-due', lastFinishedAt: last.finishedAt };
    }
    await transaction
      .insert(jobRuns)
      .values({ name: job.name, startedAt: sql`now()` })
      .onConflictDoUpdate({ target: jobRuns.name, set: { startedAt: sql`now()`, finishedAt: null } });
    const result = await job.run(transaction);
    await transaction
      .update(jobRuns)
      .set({ finishedAt: sql`clock_timestamp()`, result })
      .where(eq(jobRuns.name, job.name));
    return { status: 'ran', result };
  });
  if (outcome.status === 'ran') logLine('info', 'job ran', { job: job.name, ...outcome.result });
  return outcome;
}

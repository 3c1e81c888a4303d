// The server process runs the jobs on a schedule: every minute it offers each job a run, and the job runs when
// its period has passed and no other instance holds it.
import { database } from '../db/database';
import { logLine } from '../log';
import { JOBS, type Job } from './jobs';
import { runJob } from './runner';

const TICK_MS = 60_000;
/** The first offer comes shortly after start, not in the way of the first requests. */
const FIRST_TICK_MS = 10_000;

export function startJobSchedule(jobs: readonly Job[] = JOBS): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { db } = await database();
      for (const job of jobs) {
        try {
          await runJob(db, job);
        } catch (error) {
          logLine('error', 'job failed', { job: job.name, error });
        }
      }
    } catch (error) {
      logLine('error', 'jobs could not start', { error });
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, FIRST_TICK_MS);
  const every = setInterval(tick, TICK_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

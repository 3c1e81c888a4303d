// What the server process does once on start (from instrumentation.ts): open the database (applying migrations)
// before the first request, log where the data lives, schedule the jobs; and what it does on SIGTERM once the own
// server (server/http/serve.ts) has finished the requests in flight: stop the schedule, close the database.
import { closeDatabase, database } from './db/database';
import { onShutdown } from './http/shutdown';
import { startJobSchedule } from './jobs/schedule';
import { logLine } from './log';

export async function startServer(): Promise<void> {
  const { kind, location } = await database();
  logLine('info', 'database ready', { kind, location });
  // Off where an operator runs `pnpm --filter @shop/storefront jobs` from cron instead.
  if (process.env.STOREFRONT_JOBS !== 'off') onShutdown('jobs', startJobSchedule());
  onShutdown('database', closeDatabase);
}

// What the server process does once on start (from instrumentation.ts): stamp requests with their peer address,
// refuse what Next.js cannot take (server/http/request-gate.ts), answer a conditional GET of an unchanged kept page
// with 304 (server/http/conditional-get.ts), enter each request's context for its log line
// (outermost, so refused requests are logged too), open the database (applying migrations) before the first
// request, log where the data lives, schedule the jobs.
import { database } from './db/database';
import { installConditionalGet } from './http/conditional-get';
import { capturePeerAddresses } from './http/peer-address';
import { installRequestGate } from './http/request-gate';
import { startJobSchedule } from './jobs/schedule';
import { logLine } from './log';
import { installRequestHook } from './observe/request-hook';

export async function startServer(): Promise<void> {
  capturePeerAddresses();
  installRequestGate();
  installConditionalGet();
  installRequestHook();
  const { kind, location } = await database();
  logLine('info', 'database ready', { kind, location });
  // Off where an operator runs `pnpm --filter @shop/storefront jobs` from cron instead.
  if (process.env.STOREFRONT_JOBS !== 'off') startJobSchedule();
}

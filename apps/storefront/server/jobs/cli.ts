// `pnpm --filter @shop/storefront jobs [name…]`: runs the storefront's jobs now (all, or the named ones), for
// operators and cron. Each still takes its advisory lock, so it never runs beside a server instance's run.
import { parseArgs } from 'node:util';
import { closeDatabase, database } from '../db/database';
import { JOBS } from './jobs';
import { runJob } from './runner';

const { positionals, values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { list: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  allowPositionals: true,
});

if (values.help || values.list) {
  console.log('Usage: pnpm --filter @shop/storefront jobs [name…]\n\nJobs:');
  for (const job of JOBS)
    console.log(`  ${job.name.padEnd(12)} every ${job.everySeconds / 60} min in the server`);
  process.exit(0);
}

const unknown = positionals.filter((name) => !JOBS.some((job) => job.name === name));
if (unknown.length > 0) {
  console.error(`Unknown job ${unknown.join(', ')}; jobs: ${JOBS.map((job) => job.name).join(', ')}`);
  process.exit(2);
}

let failed = false;
try {
  const { db, kind, location } = await database();
  console.log(`Database: ${kind} (${location})`);
  for (const job of JOBS.filter(
    (candidate) => positionals.length === 0 || positionals.includes(candidate.name),
  )) {
    try {
      const outcome = await runJob(db, job, { force: true });
      console.log(
        outcome.status === 'ran'
          ? `${job.name}: ran ${JSON.stringify(outcome.result)}`
          : `${job.name}: not run, another instance is running it`,
      );
    } catch (error) {
      failed = true;
      console.error(`${job.name}: failed`, error);
    }
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await closeDatabase();
}
process.exit(failed ? 1 : 0);

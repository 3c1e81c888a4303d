import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, IN_MEMORY, openDatabase, queryRows } from '../db/database';
import { saveErrorReport } from '../error-reports/report-store';
import { recordSubscription } from '../newsletter/subscription-store';
import { countRequest } from '../rate-limits';
import { type Job, retentionJob } from './jobs';
import { runJob } from './runner';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: IN_MEMORY });
});
afterAll(() => database.close());

const report = (message: string) => ({ clientHash: 'hash', message });

describe('the retention sweep', () => {
  it('deletes error reports after 30 days, unconfirmed subscriptions after 30 days, old rate-limit windows', async () => {
    const { db } = database;
    const old = await saveErrorReport(db, report('old'));
    await saveErrorReport(db, report('recent'));
    await db.execute(
      sql`UPDATE error_reports SET received_at = now() - interval '31 days' WHERE id = ${old}`,
    );
    const stale = await recordSubscription(db, {
      email: 'stale@example.com',
      edition: 'de',
      language: 'de-DE',
      country: 'DE',
      createVoucher: false,
    });
    await db.execute(
      sql`UPDATE newsletter_subscriptions SET consent_at = now() - interval '31 days' WHERE id = ${stale.id}`,
    );
    await countRequest(db, 'log-error', 'client', { limit: 1, windowSeconds: 60 });
    await db.execute(sql`UPDATE rate_limits SET window_started_at = now() - interval '2 days'`);

    const outcome = await runJob(db, retentionJob);
    expect(outcome).toEqual({
      status: 'ran',
      result: {
        errorReports: 1,
        unconfirmedSubscriptions: 1,
        rateLimits: 1,
        backInStockRequests: 0,
        ssoRefreshes: 0,
      },
    });
    const messages = await queryRows<{ message: string }>(db, sql`SELECT message FROM error_reports`);
    expect(messages.map((row) => row.message)).toEqual(['recent']);
  });
});

describe('a job runs once per period', () => {
  const counted = (): Job & { runs: number } => {
    const job = {
      name: `counted-${Math.random()}`,
      everySeconds: 3600,
      runs: 0,
      run: async () => {
        job.runs++;
        return { runs: job.runs };
      },
    };
    return job;
  };

  it('skips a job that ran within its period, unless forced', async () => {
    const job = counted();
    expect((await runJob(database.db, job)).status).toBe('ran');
    expect(await runJob(database.db, job)).toMatchObject({ status: 'not-due' });
    expect((await runJob(database.db, job, { force: true })).status).toBe('ran');
    expect(job.runs).toBe(2);
  });

  it('runs it again once the period has passed', async () => {
    const job = counted();
    await runJob(database.db, job);
    await database.db.execute(
      sql`UPDATE job_runs SET finished_at = now() - interval '61 minutes' WHERE name = ${job.name}`,
    );
    expect((await runJob(database.db, job)).status).toBe('ran');
  });

  it('records nothing when the job fails, so the next offer tries again', async () => {
    const failing: Job = {
      name: 'failing',
      everySeconds: 3600,
      run: async () => {
        throw new Error('disk full');
      },
    };
    await expect(runJob(database.db, failing)).rejects.toThrow('disk full');
    const rows = await queryRows(database.db, sql`SELECT * FROM job_runs WHERE name = 'failing'`);
    expect(rows).toEqual([]);
  });
});

describe('pnpm --filter @shop/storefront jobs', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'storefront-jobs-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const jobsCommand = (dataDir: string, args: string[] = []) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/jobs/cli.ts', ...args], {
        env: { ...process.env, STOREFRONT_DATA_DIR: dataDir, STOREFRONT_DATABASE_URL: '' },
      });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      child.on('exit', (code) => resolve({ code, output }));
    });

  it('runs every job now and says what it did', async () => {
    const { code, output } = await jobsCommand(join(scratch, 'data'));
    expect(output).toContain(
      'retention: ran {"errorReports":0,"unconfirmedSubscriptions":0,"rateLimits":0,"backInStockRequests":0,"ssoRefreshes":0}',
    );
    expect(output).toContain('back-in-stock: ran {"sent":0,"failed":0,"dropped":0}');
    expect(code).toBe(0);
  });

  it('refuses a PGlite database a running server has open', async () => {
    const dataDir = join(scratch, 'busy');
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    const { code, output } = await jobsCommand(dataDir);
    expect(output).toContain('PGlite allows one process');
    expect(code).toBe(1);
  });

  it('names the jobs it knows when given another', async () => {
    const { code, output } = await jobsCommand(join(scratch, 'data'), ['cleanup']);
    expect(output).toContain('Unknown job cleanup; jobs: retention');
    expect(code).toBe(2);
  });
});

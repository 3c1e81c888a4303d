// The Postgres path (STOREFRONT_DATABASE_URL) on a real server: Debian's Postgres, started for this file. When it
// cannot start, the file fails with the reason (`node scripts/ensure-postgres.mjs` installs it).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../../test-support/throwaway-postgres';
import type { Job } from '../jobs/jobs';
import { runJob } from '../jobs/runner';
import {
  claimConfirmationMail,
  confirmSubscription,
  recordSubscription,
} from '../newsletter/subscription-store';
import { loadSecret } from '../secrets';
import { type Database, openDatabase, queryRows } from './database';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

let server: ThrowawayPostgres;
let database: Database;

beforeAll(async () => {
  server = await startThrowawayPostgres();
  database = await openDatabase({ databaseUrl: server.url, dataDir: 'unused' });
});
afterAll(async () => {
  await database?.close();
  await server?.stop();
});

describe('on a Postgres server', () => {
  it('applies the migrations once, in their own bookkeeping table', async () => {
    expect(database.kind).toBe('postgres');
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual([
      'back_in_stock_requests',
      'error_reports',
      'job_runs',
      'newsletter_subscriptions',
      'rate_limits',
      'server_secrets',
    ]);
    const again = await openDatabase({ databaseUrl: server.url, dataDir: 'unused' });
    const [applied] = await queryRows<{ count: string }>(
      again.db,
      sql`SELECT count(*) AS count FROM drizzle.__storefront_migrations`,
    );
    expect(Number(applied?.count)).toBe(journal.entries.length);
    await again.close();
  });

  it('keeps the generated server secret for every instance', async () => {
    const other = await openDatabase({ databaseUrl: server.url, dataDir: 'unused' });
    const [one, two] = await Promise.all([
      loadSecret(database.db, 'storefront'),
      loadSecret(other.db, 'storefront'),
    ]);
    expect(one).toBe(two);
    await other.close();
  });

  it("keeps the newsletter route's rules: one mail claim a day, then confirmed", async () => {
    const wish = {
      email: 'pg@example.com',
      edition: 'nl',
      language: 'nl-NL',
      country: 'NL',
      createVoucher: true,
    };
    const row = await recordSubscription(database.db, wish);
    const claims = await Promise.all([
      claimConfirmationMail(database.db, row.id),
      claimConfirmationMail(database.db, row.id),
    ]);
    expect(claims.filter((claim) => claim.claimed)).toHaveLength(1);
    expect(await confirmSubscription(database.db, row.id)).toMatchObject({
      status: 'confirmed',
      edition: 'nl',
    });
  });

  it('runs a job on one instance at a time: another instance finds it locked', async () => {
    const other = await openDatabase({ databaseUrl: server.url, dataDir: 'unused' });
    let release = () => {};
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow: Job = {
      name: 'slow',
      everySeconds: 3600,
      run: async () => {
        started();
        await holding;
        return {};
      },
    };
    const first = runJob(database.db, slow);
    await running;
    expect(await runJob(other.db, slow, { force: true })).toEqual({ status: 'locked' });
    release();
    expect((await first).status).toBe('ran');
    expect(await runJob(other.db, slow)).toMatchObject({ status: 'not-due' });
    await other.close();
  });
});

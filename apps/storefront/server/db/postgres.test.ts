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
import { countRequest } from '../rate-limits';
import { loadSecret } from '../secrets';
import type { TokenCall } from '../sso/account-service';
import { refreshAcrossInstances } from '../sso/shared-refresh';
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
      'sso_refreshes',
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

  it('migrates once when instances start at the same time on an empty database', async () => {
    await database.db.execute(sql`CREATE DATABASE starting_together`);
    const url = server.url.replace(/\/shop$/, '/starting_together');
    const instances = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url, dataDir: 'unused' })),
    );
    const [first] = instances;
    if (!first) throw new Error('no instance opened');
    const [applied] = await queryRows<{ count: string }>(
      first.db,
      sql`SELECT count(*) AS count FROM drizzle.__storefront_migrations`,
    );
    expect(Number(applied?.count)).toBe(journal.entries.length);
    await Promise.all(instances.map((instance) => instance.close()));
  });

  it('counts a rate limit across instances', async () => {
    const other = await openDatabase({ databaseUrl: server.url, dataDir: 'unused' });
    const rule = { limit: 3, windowSeconds: 60 };
    const verdicts = [];
    for (const db of [database.db, other.db, database.db, other.db]) {
      verdicts.push(await countRequest(db, 'test-route', 'client-1', rule));
    }
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    await other.close();
  });

  it('refreshes a token once across instances: a second holder waits and gets the same answer', async () => {
    const other = await openDatabase({ databaseUrl: server.url, dataDir: 'unused' });
    const secret = 'test secret';
    let calls = 0;
    let inside = 0;
    let overlapped = false;
    const refresh = async (): Promise<TokenCall> => {
      calls++;
      inside++;
      overlapped ||= inside > 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      inside--;
      return {
        ok: true,
        tokens: { accessToken: `access-${calls}`, refreshToken: `refresh-${calls}`, expiresIn: 900 },
      };
    };
    const answers = await Promise.all([
      refreshAcrossInstances(database.db, secret, 'token-a', refresh),
      refreshAcrossInstances(other.db, secret, 'token-a', refresh),
    ]);
    expect(calls).toBe(1);
    expect(overlapped).toBe(false);
    expect(answers[1]).toEqual(answers[0]);
    // A later request with the same spent token, within the 30 s, is given the same answer too.
    expect(await refreshAcrossInstances(other.db, secret, 'token-a', refresh)).toEqual(answers[0]);
    expect(calls).toBe(1);

    // An unreachable service spent nothing: its answer is not kept.
    const unavailable = async (): Promise<TokenCall> => {
      calls++;
      return { ok: false, reason: 'unavailable', status: 503 };
    };
    await refreshAcrossInstances(database.db, secret, 'token-b', unavailable);
    await refreshAcrossInstances(other.db, secret, 'token-b', unavailable);
    expect(calls).toBe(3);
    await other.close();
  });
});

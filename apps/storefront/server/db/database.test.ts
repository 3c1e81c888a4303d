import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { keyedHash, loadSecret } from '../secrets';
import { databaseOptionsFromEnv, IN_MEMORY, openDatabase, queryRows } from './database';

const TABLES = [
  'back_in_stock_requests',
  'error_reports',
  'job_runs',
  'newsletter_subscriptions',
  'rate_limits',
  'server_secrets',
  'sso_refreshes',
];
const scratch = mkdtempSync(join(tmpdir(), 'storefront-db-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the database is embedded PGlite unless a Postgres server is configured', () => {
  it('uses .data/storefront by default, memory:// on request, and STOREFRONT_DATABASE_URL over both', () => {
    expect(databaseOptionsFromEnv({})).toEqual({
      databaseUrl: undefined,
      dataDir: join(process.cwd(), '.data/storefront'),
    });
    expect(databaseOptionsFromEnv({ STOREFRONT_DATA_DIR: IN_MEMORY }).dataDir).toBe(IN_MEMORY);
    expect(
      databaseOptionsFromEnv({
        STOREFRONT_DATABASE_URL: 'postgres://a@b/c',
        DATABASE_URL: 'postgres://sandbox',
      }).databaseUrl,
    ).toBe('postgres://a@b/c');
    expect(databaseOptionsFromEnv({ DATABASE_URL: 'postgres://sandbox' }).databaseUrl).toBeUndefined();
  });

  it('creates the data directory on first start, applies the migrations, and keeps rows across restarts', async () => {
    const dataDir = join(scratch, 'nested', 'storefront');
    const first = await openDatabase({ dataDir });
    const tables = await queryRows<{ table_name: string }>(
      first.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(TABLES);
    const secret = await loadSecret(first.db, 'storefront');
    await first.close();

    const again = await openDatabase({ dataDir });
    expect(await loadSecret(again.db, 'storefront')).toBe(secret);
    await again.close();
  });

  it('refuses a data directory another running process has open', async () => {
    const dataDir = join(scratch, 'taken');
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `open in process ${process.ppid}. PGlite allows one process`,
    );
  });
});

describe('the server secret', () => {
  it('is the configured one when set, else generated once and kept', async () => {
    const { db, close } = await openDatabase({ dataDir: IN_MEMORY });
    expect(await loadSecret(db, 'storefront', 'configured')).toBe('configured');
    const generated = await loadSecret(db, 'storefront');
    expect(generated).toMatch(/^[\w-]{43}$/);
    expect(await loadSecret(db, 'storefront')).toBe(generated);
    await close();
  });

  it('hashes a value the same way each time, differently per secret and purpose, never as the value', () => {
    const hash = keyedHash('secret', 'client', '203.0.113.7');
    expect(keyedHash('secret', 'client', '203.0.113.7')).toBe(hash);
    expect(keyedHash('other', 'client', '203.0.113.7')).not.toBe(hash);
    expect(keyedHash('secret', 'report', '203.0.113.7')).not.toBe(hash);
    expect(hash).not.toContain('203');
  });
});

// The one module that opens the storefront's database: embedded PGlite (a data directory, or memory) by default, a
// Postgres server when STOREFRONT_DATABASE_URL is set. The migrations run on open (`pnpm db:migrate` runs them as a
// step of their own before instances start); on Postgres under an advisory lock, so that of N instances starting at
// once one migrates and the others find nothing left to do. Stores take the `Db` from here.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Rows of a raw statement, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export interface DatabaseOptions {
  /** A Postgres server; wins over dataDir. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a database that lives as long as the process. */
  dataDir: string;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data is, for logs: the data directory or the server (without credentials). */
  location: string;
  close(): Promise<void>;
}

export const IN_MEMORY = 'memory://';
export const DEFAULT_DATA_DIR = '.data/storefront';

// Its own bookkeeping table, so the storefront can share a Postgres database with other apps' drizzle migrations.
const MIGRATIONS = { migrationsTable: '__storefront_migrations', migrationsSchema: 'drizzle' };
/** The session advisory lock the migrations of a Postgres database run under. */
const MIGRATION_LOCK = "hashtext('storefront-migrations'), 0";

/** The committed migrations, from the app's folder (Next bundles this module, so not relative to it). */
function migrationsFolder(): string {
  const candidates = [
    join(process.cwd(), 'server/db/migrations'),
    join(process.cwd(), 'apps/storefront/server/db/migrations'),
  ];
  const found = candidates.find((folder) => existsSync(join(folder, 'meta/_journal.json')));
  if (!found) {
    throw new Error(
      `The storefront's migrations were not found (looked in ${candidates.join(', ')}); start it from apps/storefront.`,
    );
  }
  return found;
}

/** The database options of the environment: STOREFRONT_DATABASE_URL, else STOREFRONT_DATA_DIR (`.data/storefront`). */
export function databaseOptionsFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): DatabaseOptions {
  const dataDir = env.STOREFRONT_DATA_DIR || DEFAULT_DATA_DIR;
  return {
    databaseUrl: env.STOREFRONT_DATABASE_URL || undefined,
    dataDir: dataDir === IN_MEMORY ? IN_MEMORY : resolve(/*turbopackIgnore: true*/ dataDir),
  };
}

function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.username = '';
    return parsed.toString();
  } catch {
    return 'Postgres';
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', (error) => console.error('[storefront] database connection failed', error));
    try {
      const db = drizzle(pool, { schema });
      const lock = await pool.connect();
      try {
        await lock.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
        await migrate(db, { migrationsFolder: folder, ...MIGRATIONS });
      } finally {
        // Ending the session releases the lock too: a failed unlock drops the connection.
        await lock.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`).then(
          () => lock.release(),
          (error: Error) => lock.release(error),
        );
      }
      return {
        db: db as unknown as Db,
        kind: 'postgres',
        location: withoutCredentials(options.databaseUrl),
        close: () => pool.end(),
      };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = options.dataDir === IN_MEMORY;
  if (!inMemory) mkdirSync(dirname(options.dataDir), { recursive: true });
  const unlock = inMemory ? () => {} : lockDataDir(options.dataDir);
  try {
    const client = inMemory ? new PGlite() : new PGlite(options.dataDir);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: folder, ...MIGRATIONS });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      location: inMemory ? 'memory' : options.dataDir,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

// Next loads route modules in more than one bundle; the process must still open its database once.
const PROCESS_DATABASE = Symbol.for('shop.storefront.database');
type WithDatabase = typeof globalThis & { [PROCESS_DATABASE]?: Promise<Database> };

/** The process's database, opened (and migrated) on first use from the environment. */
export function database(): Promise<Database> {
  const scope = globalThis as WithDatabase;
  let opened = scope[PROCESS_DATABASE];
  if (!opened) {
    opened = openDatabase(databaseOptionsFromEnv());
    opened.catch(() => {
      if (scope[PROCESS_DATABASE] === opened) delete scope[PROCESS_DATABASE];
    });
    scope[PROCESS_DATABASE] = opened;
  }
  return opened;
}

/** Closes the process's database, if it was opened. */
export async function closeDatabase(): Promise<void> {
  const scope = globalThis as WithDatabase;
  const opened = scope[PROCESS_DATABASE];
  delete scope[PROCESS_DATABASE];
  if (opened) await (await opened.catch(() => null))?.close();
}

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getTableName, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The database inside a transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a store's queries run: the database or a transaction of it. */
export type Executor = Db | Tx;

export interface DatabaseOptions {
  /** A Postgres server (`DATABASE_URL`); wins over dataDir. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `undefined` with no databaseUrl means in-memory. */
  dataDir?: string | undefined;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Planner costs for a database that lives in memory (PGlite's is in-process; the sandbox's catalogue fits a
 * server's cache): a page read at random costs about what a sequential one does. With the default 4 the planner
 * prefers reading a whole language's search rows to fetching the few hundred a GIN index found.
 */
const RANDOM_PAGE_COST = '1.1';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
    });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { unaccent, pg_trgm };
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir, { extensions }) : new PGlite({ extensions });
  await client.exec(`SET random_page_cost = ${RANDOM_PAGE_COST}`);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

const allTables = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => value instanceof PgTable,
);

/** Empties every table: the catalogue is then generated again by the seeder. */
export async function truncateAll(db: Db): Promise<void> {
  const names = allTables.map((table) => `"${getTableName(table)}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
}

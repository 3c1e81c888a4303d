// The server's secret (keyed hashes of addresses, signed links): STOREFRONT_SECRET when set, else one generated on
// first start and kept in the database, so restarts and every instance sharing the database agree on it.
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Db, database } from './db/database';
import { serverSecrets } from './db/schema';

/** A secret by name: the configured value, else the one kept in the database (created on first use). */
export async function loadSecret(db: Db, name: string, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`The server secret "${name}" could not be stored`);
  return row.value;
}

let storefront: Promise<string> | undefined;

/** The process's server secret. */
export function storefrontSecret(): Promise<string> {
  storefront ??= database().then(({ db }) => loadSecret(db, 'storefront', process.env.STOREFRONT_SECRET));
  storefront.catch(() => {
    storefront = undefined;
  });
  return storefront;
}

/** A value that must not be kept as is (a shopper's address), as a keyed hash: the same value gives the same hash. */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\0${value}`).digest('base64url');
}

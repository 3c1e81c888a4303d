// `pnpm db:migrate`: applies the storefront's migrations to the database of the environment (STOREFRONT_DATABASE_URL,
// else the embedded one in STOREFRONT_DATA_DIR) and stops. A deployment runs it once before starting instances;
// they migrate on open as well, under the same lock, and then find nothing to do.
import { databaseOptionsFromEnv, openDatabase } from './database';

const database = await openDatabase(databaseOptionsFromEnv());
console.log(`Storefront database migrated (${database.kind}: ${database.location}).`);
await database.close();

import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './connection.ts';
import type { Db } from './database.ts';

/** The committed migrations beside this module; a file path even in a folder with spaces. */
export const migrationsFolder = (moduleUrl: string = import.meta.url): string =>
  fileURLToPath(new URL('./migrations', moduleUrl));

const MIGRATIONS = migrationsFolder();
// Any fixed number: app nodes starting together take turns migrating.
const MIGRATION_LOCK = 7_263_451;

/**
 * Applies the committed SQL migrations and then runs `work`, holding an advisory lock on one
 * connection throughout: of several app nodes starting on one database, the first migrates and
 * prepares it while the others wait, then find it ready. `work` must use the `db` it is given
 * (the locked connection; the embedded database's pool has no second one).
 */
export async function withMigrationLock<T>(
  database: Database,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return await work(db);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/** Applies the committed SQL migrations. */
export const migrateDatabase = (database: Database): Promise<void> =>
  withMigrationLock(database, async () => {});

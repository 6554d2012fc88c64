import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './connection.ts';

const MIGRATIONS = new URL('./migrations', import.meta.url).pathname;
// Any fixed number: app nodes starting together take turns migrating.
const MIGRATION_LOCK = 7_263_451;

/** Applies the committed SQL migrations, holding an advisory lock on one connection. */
export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/connection.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';

export type TestDatabase = Database & {
  /** The PostgreSQL database's address, for a second pool (another app node); none on PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
};

/**
 * A fresh database for one test file, migrated unless asked not to: in-memory PGlite, or
 * (TEST_DB=postgres) a new database on the server named by DATABASE_URL, dropped again by `drop()`.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    if (migrated) await migrateDatabase(database);
    return { ...database, url: undefined, drop: () => database.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `yardline_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  if (migrated) await migrateDatabase(database);
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

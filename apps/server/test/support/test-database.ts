import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/connection.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Dumped PGlite data directories, before and after the migrations (template-pglite.ts). */
    pgliteDumps: { empty: string; migrated: string };
    /** The migrated PostgreSQL database each test file's database is a copy of. */
    postgresTemplate: string;
  }
}

export type TestDatabase = Database & {
  /** The PostgreSQL database's address, for a second pool (another app node); none on PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
};

/**
 * A fresh database for one test file, migrated unless asked not to: in-memory PGlite, or
 * (TEST_DB=postgres) a new database on the server named by DATABASE_URL, dropped again by `drop()`.
 * Both are copies of a database the project's global setup made once (template-pglite.ts,
 * template-postgres.ts): migrating every test file's database took most of the tests' time.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const dumps = inject('pgliteDumps');
    const database = await openDatabase({
      databaseUrl: undefined,
      dataDir: 'memory://',
      loadDataDir: migrated ? dumps.migrated : dumps.empty,
    });
    return { ...database, url: undefined, drop: () => database.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `yardline_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    migrated
      ? `create database ${name} template ${inject('postgresTemplate')}`
      : `create database ${name}`,
  );
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
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

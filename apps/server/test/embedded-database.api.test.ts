import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'yardline-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Creating PGlite's cluster (its initdb) can take half a minute on a loaded CI machine. */
const NEW_CLUSTER_MS = 120_000;

describe.skipIf(process.env.TEST_DB === 'postgres')('embedded PGlite database', () => {
  // One in-memory cluster for the tests that need no data directory: each new one costs an initdb.
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  }, NEW_CLUSTER_MS);
  afterAll(() => database?.close());

  it('keeps the event loop free while a heavy query runs', async () => {
    let queryDone = false;
    const heavy = database.pool
      .query('select count(*) from generate_series(1, 3000000)')
      .then(() => {
        queryDone = true;
      });
    // On the main thread PGlite would hold the loop until the query ended.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryDone).toBe(false);
    await heavy;
    expect(queryDone).toBe(true);
  });

  it('answers the next query after a failed one', async () => {
    await expect(database.pool.query('select 1/0')).rejects.toThrow(/division by zero/);
    // pg replaces the connection after an error; the new one must be accepted at once.
    expect((await database.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it(
    'keeps every row across a close and reopen',
    async () => {
      const first = await openDatabase({ databaseUrl: undefined, dataDir });
      await migrateDatabase(first);
      await first.pool.query("insert into customers (name) values ('Kept Across Restarts')");
      await first.close();
      const second = await openDatabase({ databaseUrl: undefined, dataDir });
      try {
        const { rows } = await second.pool.query('select name from customers');
        expect(rows).toEqual([{ name: 'Kept Across Restarts' }]);
      } finally {
        await second.close();
      }
    },
    NEW_CLUSTER_MS,
  );
});

import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { type Database, openDatabase } from '../../src/db/connection.ts';
import type { TestDatabase } from './test-database.ts';

/**
 * A second app node on the test app's PostgreSQL database (its own pool and LISTEN connection),
 * started before the calling block's tests and closed after: what two nodes of one terminal are.
 * `hearsEvents: false` starts it without its LISTEN: a node the others' commits have not reached
 * yet, however long one waits.
 */
export function useOtherNode(
  t: { database: TestDatabase },
  { hearsEvents = true }: { hearsEvents?: boolean } = {},
): { app: App } {
  const node = {} as { app: App };
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: t.database.url, dataDir: '' });
    if (!hearsEvents) database.listen = async () => {};
    node.app = await buildApp({
      database,
      config: { publicUrl: undefined, webDir: undefined, trustProxy: false },
    });
    await node.app.ready();
  });
  afterAll(async () => {
    await node.app?.close();
    await database?.close();
  });
  return node;
}

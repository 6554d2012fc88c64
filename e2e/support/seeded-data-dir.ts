import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../apps/server/src/db/connection.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';

/**
 * Global setup of the browser tests: preparing an empty data directory as a server's first start
 * does (PGlite's initdb, the migrations, the demo seed) takes most of a minute on a loaded
 * machine, so it happens once. Each test file's server starts on a copy of it.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'yardline-e2e-seeded-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await prepareDatabase(database, { whenEmpty: 'demo', log: () => {} });
  } finally {
    await database.close();
  }
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}

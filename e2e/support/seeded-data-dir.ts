import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

/**
 * Global setup of the browser tests: the first start of a server on the embedded database (PGlite's
 * initdb, the migrations, the demo seed) takes most of a minute on a loaded machine, so it happens
 * once. Each test file's server starts on a copy of the stopped server's data directory.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'yardline-e2e-seeded-'));
  const server = await startServer({ dataDir });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the seeding server exited with ${code}:\n${server.output()}`);
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../../src/db/migrate.ts';

/**
 * Global setup of the API tests on PGlite: a new PGlite database spends most of its start in
 * initdb, so it runs once here. Each test file's database then starts, in memory, from a dump
 * of this one (createTestDatabase): one made before and one after the migrations.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'yardline-pglite-dumps-'));
  const pglite = await PGlite.create('memory://', { extensions: { pg_trgm } });
  const dump = async (name: string) => {
    const file = join(dir, `${name}.tar`);
    const tar = await pglite.dumpDataDir('none');
    await writeFile(file, Buffer.from(await tar.arrayBuffer()));
    return file;
  };
  const empty = await dump('empty');
  await migrate(drizzle(pglite), { migrationsFolder: migrationsFolder() });
  const migrated = await dump('migrated');
  await pglite.close();
  project.provide('pgliteDumps', { empty, migrated });
  return () => rm(dir, { recursive: true, force: true });
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/connection.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Global setup of the API tests on PostgreSQL: migrates one template database, which each test
 * file's own database is created from (createTestDatabase), instead of migrating every one.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('the API tests on PostgreSQL need DATABASE_URL');
  const name = `yardline_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  try {
    await migrateDatabase(database);
  } finally {
    // A template must have no connections while databases are created from it.
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
}

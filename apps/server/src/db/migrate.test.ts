import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.ts';

const root = mkdtempSync(join(tmpdir(), 'yardline migrations '));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('migrationsFolder', () => {
  it('finds the migrations of a checkout in a folder with spaces', () => {
    const db = join(root, 'my yard', 'db');
    cpSync(migrationsFolder(), join(db, 'migrations'), { recursive: true });
    const folder = migrationsFolder(pathToFileURL(join(db, 'migrate.ts')).href);
    expect(folder).toBe(join(db, 'migrations'));
    expect(readdirSync(folder)).toContain('0000_init.sql');
  });
});

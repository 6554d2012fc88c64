import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredFile } from '@yardline/domain/files/export';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { buildApp } from '../../app.ts';
import { createStoredFiles } from './stored-files.service.ts';

const t = useTestApp();
const HOUR = 3_600_000;
const folderOf = (file: { path: string }) =>
  join(t.dataDir, 'files', file.path.split('/').at(-2) ?? '');

async function exportYard(cookie: string): Promise<StoredFile> {
  const response = await t.request('GET', '/rest/enterprise/containers/export?format=csv', {
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StoredFile;
}

/** Resolves when `condition` holds, checked every 50 ms, or fails after `ms`. */
async function until(condition: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function strayFolder(ageMs: number) {
  const folder = join(t.dataDir, 'files', randomBytes(16).toString('hex'));
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'half written.xlsx'), 'partial');
  const at = new Date(Date.now() - ageMs);
  await utimes(folder, at, at);
  return folder;
}

describe('stored files are removed when their time is up', () => {
  it('on start: expired exports and old half-written folders go, the rest stays', async () => {
    const cookie = await t.login('operator');
    const [old, fresh] = [await exportYard(cookie), await exportYard(cookie)];
    const files = createStoredFiles({ db: t.database.db, dir: join(t.dataDir, 'files') });
    const kept = await files.save(
      { userId: t.userIds.operator, area: 'containers' },
      'photo.jpg',
      'image/jpeg',
      Buffer.from('jpeg'),
    );
    const [expiry] = (
      await t.database.pool.query('select expires_at from stored_files where id = $1', [fresh.id])
    ).rows;
    // An export is kept for a day.
    expect(Math.abs(new Date(expiry.expires_at).getTime() - (Date.now() + 24 * HOUR))).toBeLessThan(
      5 * 60_000,
    );
    await t.database.pool.query(
      "update stored_files set expires_at = now() - interval '1 minute' where id = $1",
      [old.id],
    );
    const oldStray = await strayFolder(7 * HOUR);
    const newStray = await strayFolder(0);

    // A second server on the same database and data directory cleans up as it starts.
    const second = await buildApp({
      database: t.database,
      config: { publicUrl: undefined, webDir: undefined, trustProxy: false, dataDir: t.dataDir },
    });
    try {
      await second.ready();
      await until(() => !existsSync(folderOf(old)) && !existsSync(oldStray));
    } finally {
      await second.close();
    }
    expect((await t.request('GET', old.path, { cookie })).statusCode).toBe(404);
    expect((await t.request('GET', fresh.path, { cookie })).statusCode).toBe(200);
    expect(existsSync(folderOf(kept))).toBe(true);
    expect(existsSync(newStray)).toBe(true);
  });

  it('every run after: a day on, every export is gone and kept files stay', async () => {
    const files = createStoredFiles({ db: t.database.db, dir: join(t.dataDir, 'files') });
    const removed = await files.removeExpired(new Date(Date.now() + 25 * HOUR));
    expect(removed).toBeGreaterThanOrEqual(2);
    const { rows } = await t.database.pool.query(
      'select name, expires_at from stored_files order by name',
    );
    expect(rows).toEqual([{ name: 'photo.jpg', expires_at: null }]);
  });
});

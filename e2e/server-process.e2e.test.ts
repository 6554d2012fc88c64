import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../apps/server/src/db/embedded/data-dir-lock.ts';
import { startServer } from './support/server.ts';
import { apiLogin, DEMO } from './support/session.ts';

describe('the server process on the embedded database', () => {
  // A real first start (PGlite's initdb, the migrations, the seed) and a restart: given the time
  // of the browser tests' hooks, which start servers too.
  it('seeds on first start, refuses a second process, closes on SIGTERM and keeps its rows', {
    timeout: 180_000,
  }, async () => {
    // Each run its own directory and no server left behind: a retry must not find the first
    // run's server still holding the lock.
    const dataDir = mkdtempSync(join(tmpdir(), 'yardline-process-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = await startServer({ dataDir });
    onTestFinished(async () => {
      await first.stop();
    });
    const admin = await apiLogin(first.url, DEMO.superadmin);
    const changed = await fetch(`${first.url}/rest/metadata`, {
      method: 'PUT',
      headers: { cookie: admin, pagepath: '/main', 'content-type': 'application/json' },
      body: JSON.stringify({ dataRefreshRate: 77 }),
    });
    expect(changed.status).toBe(200);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);

    const second = spawnSync(
      process.execPath,
      [fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url))],
      {
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(
      `The data directory ${dataDir} is in use by another Yardline process`,
    );

    expect(await first.stop('SIGTERM')).toBe(0);
    // The lock went with the process: it can be taken at once.
    lockDataDir(dataDir).release();

    const again = await startServer({ dataDir });
    try {
      expect(again.output()).not.toContain('seeding');
      const cookie = await apiLogin(again.url, DEMO.operator);
      const metadata = await fetch(`${again.url}/rest/metadata`, { headers: { cookie } });
      expect((await metadata.json()).dataRefreshRate).toBe(77);
      const layout = await fetch(`${again.url}/rest/yard/layout`, { headers: { cookie } });
      expect((await layout.json()).areaLayouts).toHaveLength(11);
    } finally {
      expect(await again.stop('SIGINT')).toBe(0);
    }
  });
});

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './support/server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'yardline-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process on the embedded database', () => {
  it('seeds on first start, refuses a second process, closes on SIGTERM and keeps its rows', async () => {
    const first = await startServer({ dataDir });
    const layout = await fetch(`${first.url}/rest/ping`);
    expect(layout.ok).toBe(true);
    expect(existsSync(join(dataDir, 'yardline.lock'))).toBe(true);

    const second = spawnSync(
      process.execPath,
      [new URL('../apps/server/src/main.ts', import.meta.url).pathname],
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
    expect(existsSync(join(dataDir, 'yardline.lock'))).toBe(false);

    const again = await startServer({ dataDir });
    try {
      const key = await fetch(`${again.url}/rest/auth/public-key`);
      expect(key.ok).toBe(true);
      expect(again.output()).not.toContain('seeding');
    } finally {
      expect(await again.stop('SIGINT')).toBe(0);
    }
  });
});

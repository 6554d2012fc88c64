import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';

export interface EmbeddedPostgres {
  /** Directory of the unix socket, the `host` for `pg`. */
  socketDir: string;
  port: number;
  close(): Promise<void>;
}

const SOCKET_PORT = 5432;

function waitFor(worker: Worker, type: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      worker.off('error', reject);
      worker.off('message', onMessage);
      resolve();
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}

/**
 * Starts PGlite on `dataDir` (or in memory with `memory://`) in a worker thread. A data directory
 * is locked for this process first.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const inMemory = dataDir.startsWith('memory://');
  const lock: DataDirLock | undefined = inMemory ? undefined : lockDataDir(dataDir);
  const socketDir = mkdtempSync(join(tmpdir(), 'yardline-pg-'));
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: {
      dataDir: inMemory ? dataDir : join(dataDir, 'pglite'),
      socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    },
  });
  try {
    await waitFor(worker, 'ready');
  } catch (error) {
    lock?.release();
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  return {
    socketDir,
    port: SOCKET_PORT,
    async close() {
      worker.postMessage({ type: 'close' });
      await waitFor(worker, 'closed');
      await worker.terminate();
      rmSync(socketDir, { recursive: true, force: true });
      lock?.release();
    },
  };
}

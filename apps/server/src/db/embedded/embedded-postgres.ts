import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';

export interface EmbeddedPostgres {
  /** Directory of the unix socket, the `host` for `pg`. */
  socketDir: string;
  port: number;
  /**
   * Settles if the worker stops on its own after start-up (a crash): the database is gone until
   * the process starts again. Never settles after `close()`.
   */
  lost: Promise<Error>;
  close(): Promise<void>;
}

export interface EmbeddedOptions {
  log?: { error(details: object, message: string): void };
  /** The worker module to run; tests pass one that fails on purpose. */
  workerUrl?: URL;
  /**
   * A data directory saved with PGlite's `dumpDataDir` (an uncompressed tar) to start an
   * in-memory database from: the tests' migrated database, which skips PGlite's slow initdb.
   */
  loadDataDir?: string;
}

const SOCKET_PORT = 5432;
const WORKER = new URL('./pglite-worker.ts', import.meta.url);

function message(worker: Worker, type: string): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (received: { type: string }) => {
      if (received.type !== type) return;
      worker.off('message', onMessage);
      resolve();
    };
    worker.on('message', onMessage);
  });
}

/**
 * Starts PGlite on `dataDir` (or in memory with `memory://`) in a worker thread. A data directory
 * is locked for this process first. A worker that fails or exits before it is ready rejects the
 * start with the reason; one that fails later is logged and settles `lost`.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  { log = console, workerUrl = WORKER, loadDataDir }: EmbeddedOptions = {},
): Promise<EmbeddedPostgres> {
  const inMemory = dataDir.startsWith('memory://');
  const lock: DataDirLock | undefined = inMemory ? undefined : lockDataDir(dataDir);
  const socketDir = mkdtempSync(join(tmpdir(), 'yardline-pg-'));
  const worker = new Worker(workerUrl, {
    workerData: {
      dataDir: inMemory ? dataDir : join(dataDir, 'pglite'),
      socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
      loadDataDir,
    },
  });
  let running = true;
  let closing = false;
  let failure: Error | undefined;
  const exited = new Promise<number>((resolve) =>
    worker.once('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  // A worker's uncaught error arrives here; with no listener it would be thrown on this thread.
  // Its exit follows, and is what start-up and `lost` act on.
  worker.on('error', (error) => {
    failure = error;
    log.error({ err: error }, 'the embedded database failed');
  });

  const stoppedEarly = exited.then((code) => {
    throw new Error(
      `The embedded database stopped before it was ready (exit code ${code})` +
        (failure ? `: ${failure.message}` : ''),
      { cause: failure },
    );
  });
  try {
    await Promise.race([message(worker, 'ready'), stoppedEarly]);
  } catch (error) {
    lock?.release();
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }

  const lost = new Promise<Error>((resolve) => {
    void exited.then((code) => {
      if (closing) return;
      const error = new Error(`The embedded database stopped unexpectedly (exit code ${code})`, {
        cause: failure,
      });
      log.error({ err: error }, error.message);
      resolve(error);
    });
  });

  return {
    socketDir,
    port: SOCKET_PORT,
    lost,
    async close() {
      closing = true;
      if (running) {
        worker.postMessage({ type: 'close' });
        // A worker that dies while closing must not keep the process waiting.
        await Promise.race([message(worker, 'closed'), exited]);
        await worker.terminate();
      }
      rmSync(socketDir, { recursive: true, force: true });
      lock?.release();
    },
  };
}

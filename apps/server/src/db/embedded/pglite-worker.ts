/**
 * Runs PGlite in a worker thread behind a PostgreSQL wire-protocol socket. PGlite executes
 * queries synchronously on the thread that owns it; here that thread is not the server's, so a
 * heavy query never stalls the event loop, and the app talks to it with the same `pg` driver it
 * uses for a PostgreSQL server.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { serveProtocol } from './protocol-server.ts';

const { dataDir, socketPath, loadDataDir } = workerData as {
  dataDir: string;
  socketPath: string;
  loadDataDir?: string;
};

const db = await PGlite.create(dataDir, {
  extensions: { pg_trgm },
  ...(loadDataDir ? { loadDataDir: new Blob([readFileSync(loadDataDir)]) } : {}),
});
// The app's pool holds one connection: PGlite is single-session, and several clients would
// interleave their transactions. The server accepts two so that a connection the pool replaces
// (pg drops a client after a failed query) is not refused while the old one is still closing.
const server = await serveProtocol(db, socketPath, 2);
parentPort?.postMessage({ type: 'ready' });

parentPort?.on('message', async (message: { type: string }) => {
  if (message.type !== 'close') return;
  await server.close();
  await db.close();
  parentPort?.postMessage({ type: 'closed' });
});

import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { DataDirInUseError } from './db/embedded/data-dir-lock.ts';
import { prepareDatabase } from './db/prepare.ts';

const config = loadConfigOrExit();

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(config);
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// The embedded database is for trying Yardline out: it starts as the demo terminal. PostgreSQL is
// production: it starts with a first superadmin, and the demo only by `npm run seed`.
await prepareDatabase(database, {
  whenEmpty: database.kind === 'pglite' ? 'demo' : 'first-admin',
  log: (message) => console.log(message),
});
const app = await buildApp({ database, config, logger: { level: config.logLevel } });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  // A client that keeps a request open must not keep the process from stopping.
  setTimeout(() => {
    app.log.error('still closing after 10 s: exiting');
    process.exit(1);
  }, 10_000).unref();
  await app.close();
  await database.close();
  process.exit(0);
}
// The embedded database's worker crashed (already logged): exit, so a supervisor can restart us.
void database.lost.then(() => process.exit(1));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Yardline is serving http://localhost:${config.port} on ${
    database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'
  }`,
);

/**
 * `npm run seed` fills an empty database with the demo terminal; `npm run seed -- --reset`
 * empties it first; `--big-yard` lays out the big benchmark yard (20,000 cells, six high) instead
 * of the demo's blocks; `--big-terminal` a bigger one with a million containers and five million
 * movements (big-yard.ts). Uses DATABASE_URL, or the embedded database under DATA_DIR. On PostgreSQL this
 * is the only way to get the demo terminal: `npm start` gives an empty PostgreSQL database a first
 * superadmin instead.
 */
import { loadConfigOrExit } from '../../src/config.ts';
import { openDatabase } from '../../src/db/connection.ts';
import { DataDirInUseError } from '../../src/db/embedded/data-dir-lock.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { BIG_TERMINAL, BIG_YARD_AREAS } from './big-yard.ts';

const reset = process.argv.includes('--reset');
const terminal = process.argv.includes('--big-terminal')
  ? BIG_TERMINAL
  : process.argv.includes('--big-yard')
    ? { areas: BIG_YARD_AREAS }
    : undefined;
const config = loadConfigOrExit();

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(config);
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(`${error.message}\nThe seed needs the database to itself.`);
  process.exit(1);
}

try {
  const log = (message: string) => console.log(message);
  const prepared = await prepareDatabase(database, { whenEmpty: 'demo', reset, log, terminal });
  if (prepared.seeded === 'demo') {
    console.log('demo terminal seeded:', prepared.summary);
  } else {
    console.log('the database already has users: nothing seeded (use --reset to start over)');
  }
} finally {
  await database.close();
}

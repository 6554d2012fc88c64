/**
 * `npm run seed` fills an empty database with the demo terminal; `npm run seed -- --reset`
 * empties it first. Uses DATABASE_URL, or the embedded database under DATA_DIR.
 */
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../connection.ts';
import { DataDirInUseError } from '../embedded/data-dir-lock.ts';
import { migrateDatabase } from '../migrate.ts';
import { isDatabaseEmpty, resetDatabase, seedDemo } from './seed-demo.ts';

const reset = process.argv.includes('--reset');
const config = loadConfig();

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(config);
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(`${error.message}\nThe seed needs the database to itself.`);
  process.exit(1);
}

try {
  await migrateDatabase(database);
  if (reset) {
    console.log('emptying the database');
    await resetDatabase(database.db);
  }
  if (await isDatabaseEmpty(database.db)) {
    const started = Date.now();
    const summary = await seedDemo(database.db, { log: (message) => console.log(message) });
    console.log(`demo terminal seeded in ${Date.now() - started} ms:`, summary);
  } else {
    console.log('the database already has users: nothing seeded (use --reset to start over)');
  }
} finally {
  await database.close();
}

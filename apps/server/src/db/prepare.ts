import type { Database } from './connection.ts';
import { migrateDatabase } from './migrate.ts';
import { isDatabaseEmpty, seedDemo } from './seed/seed-demo.ts';

/** Brings a database up to date and, when it has no users yet, seeds the demo terminal. */
export async function prepareDatabase(
  database: Database,
  { seed, log }: { seed: boolean; log: (message: string) => void },
): Promise<void> {
  await migrateDatabase(database);
  if (seed && (await isDatabaseEmpty(database.db))) {
    log('empty database: seeding the demo terminal');
    await seedDemo(database.db, { log });
  }
}

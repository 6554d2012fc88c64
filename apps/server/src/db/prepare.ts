import {
  isDatabaseEmpty,
  resetDatabase,
  type SeedOptions,
  type SeedSummary,
  seedDemo,
} from '../../tools/seed/seed-demo.ts';
import { type FirstAdmin, seedFirstAdmin } from '../../tools/seed/seed-first-admin.ts';
import type { Database } from './connection.ts';
import { withMigrationLock } from './migrate.ts';

export interface PrepareOptions {
  /**
   * What a database without users gets: the demo terminal (the embedded database, or when asked
   * with `npm run seed`), or the reference data and a first superadmin with a one-time password
   * (a PostgreSQL database in production).
   */
  whenEmpty: 'demo' | 'first-admin';
  /** Empty the database first (`npm run seed -- --reset`). */
  reset?: boolean;
  /** A bigger terminal than the demo's (`npm run seed -- --big-yard` or `--big-terminal`). */
  terminal?: Pick<SeedOptions, 'areas' | 'pastVisits'>;
  log: (message: string) => void;
}

export type Prepared =
  | { seeded: 'demo'; summary: SeedSummary }
  | { seeded: 'first-admin'; admin: FirstAdmin }
  | { seeded: 'nothing' };

/**
 * Brings a database up to date and fills it when it has no users, all under the migration lock:
 * of several app nodes starting on one empty database, exactly one fills it and the others wait,
 * then find it filled.
 */
export function prepareDatabase(database: Database, options: PrepareOptions): Promise<Prepared> {
  const { log } = options;
  return withMigrationLock(database, async (db): Promise<Prepared> => {
    if (options.reset) {
      log('emptying the database');
      await resetDatabase(db);
    }
    if (!(await isDatabaseEmpty(db))) return { seeded: 'nothing' };
    if (options.whenEmpty === 'demo') {
      log('empty database: seeding the demo terminal');
      return { seeded: 'demo', summary: await seedDemo(db, { log, ...options.terminal }) };
    }
    const admin = await seedFirstAdmin(db);
    log(
      [
        'empty database: stored the reference data and created the first superadmin.',
        `Log in as "${admin.username}" with this one-time password and choose a new one:`,
        '',
        `    ${admin.password}`,
        '',
        'It is shown only this once.',
      ].join('\n'),
    );
    return { seeded: 'first-admin', admin };
  });
}

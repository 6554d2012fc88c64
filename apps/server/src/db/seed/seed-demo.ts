import { BUILT_IN_ROLES, ROLE_DISPLAY_NAMES } from '@yardline/domain/auth/roles';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import { getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../features/session/password-hash.ts';
import type { Db } from '../database.ts';
import * as schema from '../schema/index.ts';
import { customers, liners, metadata, roles, users } from '../schema/index.ts';
import { planContainers } from './container-plan.ts';
import { DEMO_USERS } from './demo-users.ts';
import { DEMO_CUSTOMERS, DEMO_LINERS } from './reference-data.ts';
import {
  insertChas,
  insertColourRules,
  insertContainers,
  insertMasterEntries,
  insertYard,
} from './seed-tables.ts';
import { planYard } from './yard-plan.ts';

export { DEMO_USERS } from './demo-users.ts';

export interface SeedSummary {
  durationMs: number;
  /** Rows inserted per table. */
  rows: Record<string, number>;
}

export interface SeedOptions {
  /** The demo's "today": gate-in dates fall in the 90 days before it. */
  now?: Date;
  log?: (message: string) => void;
}

/** No users means nobody could log in: the state a fresh install starts in. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from ${users}) as empty`,
  );
  return result.rows[0]?.empty ?? true;
}

/** Every table of the schema, so tables added later are emptied too. */
const ALL_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/** Empties every application table (sessions, audit and keys included) and resets the ids. */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql.raw(`truncate ${ALL_TABLES.join(', ')} restart identity cascade`));
}

/** Fills an empty database with the demo terminal, all or nothing. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const yard = planYard();
  const plan = planContainers(yard, { now, startHeight: DEFAULT_METADATA.startHeight });
  // Hash outside the transaction: argon2 runs on the thread pool, ~25 ms each.
  const hashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  log(`planned ${yard.cells.length} cells and ${plan.containers.length} containers`);

  const rows = await db.transaction(async (tx) => {
    const count: Record<string, number> = {};
    // Keep settings a server start may already have written.
    const settings = Object.entries(DEFAULT_METADATA).map(([key, value]) => ({ key, value }));
    count.metadata = (
      await tx.insert(metadata).values(settings).onConflictDoNothing().returning()
    ).length;

    const roleNames = BUILT_IN_ROLES.map((role) => ROLE_DISPLAY_NAMES[role]);
    count.roles = (
      await tx
        .insert(roles)
        .values(roleNames.map((name) => ({ name, adminCreated: false })))
        .onConflictDoNothing()
        .returning()
    ).length;
    const roleRows = await tx
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(
        inArray(
          sql`lower(${roles.name})`,
          roleNames.map((name) => name.toLowerCase()),
        ),
      );
    const roleId = (role: string): number => {
      const name = ROLE_DISPLAY_NAMES[role as keyof typeof ROLE_DISPLAY_NAMES].toLowerCase();
      const row = roleRows.find((r) => r.name.toLowerCase() === name);
      if (!row) throw new Error(`Role ${role} was not stored`);
      return row.id;
    };
    count.users = (
      await tx
        .insert(users)
        .values(
          DEMO_USERS.map((user, i) => ({
            username: user.username,
            passwordHash: hashes[i] ?? '',
            email: `${user.username}@yardline.example`,
            roleId: roleId(user.role),
            enteredBy: 'seed',
          })),
        )
        .returning({ id: users.id })
    ).length;

    const linerRows = await tx
      .insert(liners)
      .values(DEMO_LINERS.map(({ name, color, prefixes }) => ({ name, color, prefixes })))
      .returning({ id: liners.id, name: liners.name });
    const customerRows = await tx
      .insert(customers)
      .values(DEMO_CUSTOMERS.map(({ name, code }) => ({ name, code })))
      .returning({ id: customers.id, name: customers.name });
    count.liners = linerRows.length;
    count.customers = customerRows.length;
    count.master_entries = await insertMasterEntries(tx);
    count.chas = await insertChas(tx);
    log('stored settings, roles, users and master data');

    const yardIds = await insertYard(tx, yard);
    Object.assign(count, yardIds.counts);
    count.colour_rules = await insertColourRules(tx);
    log(`stored ${yardIds.counts.cells} cells and ${count.colour_rules} colour rules`);

    Object.assign(
      count,
      await insertContainers(tx, plan, {
        cellIds: yardIds.cellIds,
        linerId: new Map(linerRows.map((row) => [row.name, row.id])),
        customerId: new Map(customerRows.map((row) => [row.name, row.id])),
      }),
    );
    log(`stored ${count.containers} containers in ${count.slot_occupancy} slots`);
    return count;
  });
  const durationMs = Math.round(performance.now() - started);
  log(`demo terminal seeded in ${durationMs} ms`);
  return { durationMs, rows };
}

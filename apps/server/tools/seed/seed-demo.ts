import {
  DEFAULT_METADATA,
  Metadata,
  type MetadataKey,
} from '@yardline/domain/metadata/metadata.schema';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { withYardChecksAtEnd } from '../../src/db/bulk-insert.ts';
import type { Db } from '../../src/db/database.ts';
import * as schema from '../../src/db/schema/index.ts';
import { customers, liners, metadata, rolePermissions, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/platform/session/password-hash.ts';
import { planContainers } from './container-plan.ts';
import { DEMO_USERS } from './demo-users.ts';
import { planMovements } from './movement-plan.ts';
import { planPastVisits } from './past-visits.ts';
import { DEMO_CUSTOMERS, DEMO_LINERS } from './reference-data.ts';
import { insertGateDevices, insertGatePasses } from './seed-gate.ts';
import { insertMachines } from './seed-machines.ts';
import { insertQueuedContainers } from './seed-queue.ts';
import { seedReference } from './seed-reference.ts';
import { insertSurveys } from './seed-surveys.ts';
import {
  insertChas,
  insertColourRules,
  insertContainers,
  insertPastVisits,
  insertYard,
} from './seed-tables.ts';
import { demoAreaCorners } from './yard-geometry.ts';
import { type AreaSpec, DEMO_AREAS, planYard } from './yard-plan.ts';

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
  /** The blocks to lay out: the demo terminal's, or another yard's (the big benchmark yard). */
  areas?: readonly AreaSpec[];
  /** Dispatched boxes to add as the terminal's history, with their movements (benchmarks). */
  pastVisits?: number;
}

/** Past visits per insert: two unnest statements of ~20,000 and ~120,000 rows. */
const PAST_VISIT_BATCH = 20_000;

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
  // Hash outside the transaction: argon2 runs on the thread pool (~25 ms each) while the yard is
  // planned on this thread.
  const hashing = Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  const areas = options.areas ?? DEMO_AREAS;
  const yard = planYard(areas);
  const plan = planContainers(yard, { now, startHeight: DEFAULT_METADATA.startHeight });
  const history = planMovements(yard, plan, now);
  const hashes = await hashing;
  log(`planned ${yard.cells.length} cells and ${plan.containers.length} containers`);

  const rows = await db.transaction(async (tx) => {
    const reference = await seedReference(tx);
    const count: Record<string, number> = { ...reference.counts };
    count.users = (
      await tx
        .insert(users)
        .values(
          DEMO_USERS.map((user, i) => ({
            username: user.username,
            passwordHash: hashes[i] ?? '',
            email: `${user.username}@yardline.example`,
            roleId: reference.roleId(user.role),
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
    count.chas = await insertChas(tx);
    // The CHA vehicles screen is hidden by default (doc 1 §6): the demo opens it to the admins.
    await tx.insert(rolePermissions).values(
      (['superadmin', 'admin'] as const).map((role) => ({
        roleId: reference.roleId(role),
        flags: { chaVehiclesVisible: true },
      })),
    );
    // The demo runs its machines from the task lists: a gate-in makes its box's task by itself.
    await tx
      .update(metadata)
      .set({ value: true })
      .where(eq(metadata.key, 'enableStandardTaskAtGateIn' satisfies MetadataKey));
    log('stored settings, roles, users and master data');

    // The blocks are placed around the terminal's centre as the settings give it.
    const [centre] = await tx
      .select({ value: metadata.value })
      .from(metadata)
      .where(eq(metadata.key, 'yardCenter'));
    const center = Metadata.shape.yardCenter.safeParse(centre?.value);
    await withYardChecksAtEnd(tx, async () => {
      const areaCorners = demoAreaCorners(
        areas,
        center.success ? center.data : DEFAULT_METADATA.yardCenter,
      );
      const yardIds = await insertYard(tx, yard, areaCorners);
      Object.assign(count, await insertMachines(tx, areaCorners, now));
      Object.assign(count, yardIds.counts);
      count.colour_rules = await insertColourRules(tx);
      log(`stored ${yardIds.counts.cells} cells and ${count.colour_rules} colour rules`);
      const linerId = new Map(linerRows.map((row) => [row.name, row.id]));
      const customerId = new Map(customerRows.map((row) => [row.name, row.id]));
      Object.assign(
        count,
        await insertContainers(tx, plan, history, {
          cellIds: yardIds.cellIds,
          linerId,
          customerId,
        }),
      );
      count.surveys = await insertSurveys(tx);
      count.gate_readers = await insertGateDevices(tx);
      count.gate_passes = await insertGatePasses(tx);
      count.queued = await insertQueuedContainers(tx, { linerId, customerId }, now);
      const visits = planPastVisits(yard, {
        count: options.pastVisits ?? 0,
        batchSize: PAST_VISIT_BATCH,
        now,
        startHeight: DEFAULT_METADATA.startHeight,
      });
      for (const batch of visits) {
        const stored = await insertPastVisits(tx, batch, { linerId, customerId });
        count.containers = (count.containers ?? 0) + stored.containers;
        count.movements = (count.movements ?? 0) + stored.movements;
        log(`stored ${count.containers} containers, ${count.movements} movements`);
      }
    });
    log(
      `stored ${count.containers} containers in ${count.slot_occupancy} slots, ${count.movements} movements`,
    );
    return count;
  });
  const durationMs = Math.round(performance.now() - started);
  log(`demo terminal seeded in ${durationMs} ms`);
  return { durationMs, rows };
}

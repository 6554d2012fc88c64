import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { containers } from './containers.ts';

/**
 * Every change of where a box stands, written by the ledger in the transaction that makes it:
 * arriving (no from), moving, leaving (no to). Sized for millions of rows: the indexes serve a
 * box's history and the per-day and per-machine counts of productive and shifting moves.
 */
export const movements = pgTable(
  'movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    containerId: integer('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'cascade' }),
    /** Locations as they were named then (slot keys, comma-joined for a long box). */
    fromLocation: varchar('from_location', { length: 100 }),
    toLocation: varchar('to_location', { length: 100 }),
    /** A move made to reach another box (a rehandle), not one the box needed. */
    shifting: boolean('shifting').notNull().default(false),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The screen or channel the change came from: containers, inventory, gate, tasks, … */
    source: varchar('source', { length: 40 }).notNull(),
    /**
     * The machine (reach stacker, crane, …) that made the move, when one is known: its name then
     * and its id (no foreign key: a movement is history, kept when the machine is renamed or
     * deleted; ids are never reused). Rows written before the id was kept have the name only.
     */
    machine: varchar('machine', { length: 60 }),
    machineId: integer('machine_id'),
  },
  (t) => [
    index('movements_container_idx').on(t.containerId, t.movedAt),
    // Trailing columns let the dashboard's counts run on the index alone.
    index('movements_moved_at_idx').on(t.movedAt, t.shifting),
    index('movements_machine_idx')
      .on(t.machine, t.movedAt, t.shifting)
      .where(sql`${t.machine} is not null`),
  ],
);

/**
 * The movements with a machine counted per machine and hour (UTC hours: `date_bin('1 hour', …)`),
 * productive and shifting, kept by triggers on `movements` in the statement that changes them
 * (migration 0031). The task dashboard sums whole hours here and counts only the hours cut by a
 * period's or a shift's edge from `movements`, so a month over millions of moves stays fast.
 */
export const movementCounts = pgTable(
  'movement_counts',
  {
    machine: varchar('machine', { length: 60 }).notNull(),
    /** The movements' machine id; null for moves that name the machine only (migration 0035). */
    machineId: integer('machine_id'),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    productive: integer('productive').notNull().default(0),
    waste: integer('waste').notNull().default(0),
  },
  (t) => [
    unique('movement_counts_key').on(t.machine, t.machineId, t.hour).nullsNotDistinct(),
    index('movement_counts_hour_idx').on(t.hour),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  timestamp,
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
    /** The machine (reach stacker, crane, …) that made the move, when one is known. */
    machine: varchar('machine', { length: 60 }),
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

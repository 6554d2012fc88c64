import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { containers } from './containers.ts';
import { plans } from './planning.ts';
import { tasks } from './tasks.ts';
import { cells } from './yard.ts';

/**
 * Slots promised to a box (docs/architecture/slot-holds.md): the destination of an open task and
 * every slot of a saved plan whose box still waits. One row per cell and height, so the primary
 * key is the rule "a slot is promised once", as slot_occupancy's is "a slot holds one box". The
 * rows are kept by the database (migration 0042): triggers on tasks and plan_containers write and
 * release them in the transaction that changes the task or plan, and the yard's rules refuse a box
 * other than the promised one.
 */
export const slotHolds = pgTable(
  'slot_holds',
  {
    cellId: integer('cell_id')
      .notNull()
      .references(() => cells.id, { onDelete: 'cascade' }),
    height: smallint('height').notNull(),
    /** The box the slot is promised to; null for a task typed before its box was known. */
    containerId: integer('container_id').references(() => containers.id, { onDelete: 'cascade' }),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cellId, t.height] }),
    check('slot_holds_one_holder', sql`num_nonnulls(${t.taskId}, ${t.planId}) = 1`),
    index('slot_holds_task_idx').on(t.taskId),
    index('slot_holds_plan_idx').on(t.planId),
    index('slot_holds_container_idx').on(t.containerId),
    // The stale holds, oldest first.
    index('slot_holds_created_idx').on(t.createdAt),
  ],
);

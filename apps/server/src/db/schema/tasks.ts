import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { containers } from './containers.ts';

/**
 * Work for the yard's machines (doc 3 "Tasks"): created at the gate (doc 2 §3 gateInTasks), on
 * the tasks screen, by upload or on the handheld. Completing one moves its box through the ledger
 * in the same transaction (features/tasks).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    containerId: integer('container_id').references(() => containers.id, { onDelete: 'cascade' }),
    containerNumber: varchar('container_number', { length: 11 }).notNull(),
    taskType: varchar('task_type', { length: 40 }).notNull(),
    deliveryMode: varchar('delivery_mode', { length: 40 }).notNull(),
    fromLocation: varchar('from_location', { length: 100 }),
    toLocation: varchar('to_location', { length: 100 }),
    toLocationDetails: varchar('to_location_details', { length: 100 }),
    assignedToMachine: varchar('assigned_to_machine', { length: 60 }).notNull().default('ALL'),
    /** Where the task came from: gate, tasks screen, kiosk, upload, … */
    source: varchar('source', { length: 20 }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** A future task's priority (doc 1 §3 onPriority): first on its machine's queue. */
    onPriority: boolean('on_priority').notNull().default(false),
    parentTaskId: integer('parent_task_id'),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('tasks_container_idx').on(t.containerId),
    index('tasks_open_idx').on(t.createdAt).where(sql`${t.completedAt} is null`),
    // The task list's default order, newest first, read by key.
    index('tasks_created_idx').on(t.createdAt, t.id),
    // A machine's open queue (the handheld): priority first, then oldest.
    index('tasks_machine_open_idx')
      .on(t.assignedToMachine, t.createdAt)
      .where(sql`${t.completedAt} is null`),
    index('tasks_number_trgm_idx').using('gin', sql`${t.containerNumber} gin_trgm_ops`),
  ],
);

/** ITV tasks (doc 3 §3 "ITV task"): a box carried on an internal transfer vehicle's trailer. */
export const itvTasks = pgTable(
  'itv_tasks',
  {
    id: serial('id').primaryKey(),
    containerId: integer('container_id').references(() => containers.id, { onDelete: 'cascade' }),
    containerNumber: varchar('container_number', { length: 11 }).notNull(),
    size: smallint('size'),
    trailer: varchar('trailer', { length: 40 }).notNull(),
    taskType: varchar('task_type', { length: 40 }).notNull(),
    fromLocation: varchar('from_location', { length: 100 }).notNull(),
    toLocation: varchar('to_location', { length: 100 }).notNull(),
    toLocationDetails: varchar('to_location_details', { length: 100 }),
    parentTaskId: integer('parent_task_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('itv_tasks_created_idx').on(t.createdAt, t.id),
    index('itv_tasks_container_idx').on(t.containerId),
  ],
);

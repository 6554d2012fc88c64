import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { containers } from './containers.ts';

/**
 * Work for the yard's machines (doc 3 "Tasks"), here in the shape the gate creates them (doc 2 §3
 * gateInTasks); the tasks screen extends it.
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
  },
  (t) => [
    index('tasks_container_idx').on(t.containerId),
    index('tasks_open_idx').on(t.createdAt).where(sql`${t.completedAt} is null`),
  ],
);

import type { AssignmentReason } from '@yardline/domain/machines/machine-choice';
import { type AnyColumn, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { containers } from './containers.ts';

/**
 * A task's searchable texts in one, the fields apart by a character no one types (chr(1)), so a
 * term matches inside one field only. The list's search and its trigram index share it.
 */
export const taskSearchText = (t: {
  containerNumber: AnyColumn;
  taskType: AnyColumn;
  deliveryMode: AnyColumn;
  fromLocation: AnyColumn;
  toLocation: AnyColumn;
  toLocationDetails: AnyColumn;
  assignedToMachine: AnyColumn;
}) =>
  sql`${t.containerNumber} || chr(1) || ${t.taskType} || chr(1) || ${t.deliveryMode} || chr(1) || coalesce(${t.fromLocation}, '') || chr(1) || coalesce(${t.toLocation}, '') || chr(1) || coalesce(${t.toLocationDetails}, '') || chr(1) || ${t.assignedToMachine}`;

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
    /** Why it has that machine (the rule's choice, or a person's); null on older tasks. */
    assignmentReason: jsonb('assignment_reason').$type<AssignmentReason>(),
    /** Where the task came from: gate, tasks screen, kiosk, upload, … */
    source: varchar('source', { length: 20 }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** A future task's priority (doc 1 §3 onPriority): first on its machine's queue. */
    onPriority: boolean('on_priority').notNull().default(false),
    /**
     * A shifting task: the task whose box it clears (a box standing on that box), and its place
     * among that task's shifts, 1 first (the top box). Deleting the task leaves the shifts.
     */
    parentTaskId: integer('parent_task_id').references((): AnyPgColumn => tasks.id, {
      onDelete: 'set null',
    }),
    shiftOrder: smallint('shift_order'),
    /**
     * A shifting task's time in its machine's queue: its task's creation, so it comes just ahead
     * of it (kept on the row: the queue is sorted without reading other tasks).
     */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('tasks_container_idx').on(t.containerId),
    // The task lists' default order, newest first, read by key: open tasks, and every task.
    index('tasks_open_idx').on(t.createdAt, t.id).where(sql`${t.completedAt} is null`),
    index('tasks_created_idx').on(t.createdAt, t.id),
    // A machine's open queue (the handheld): priority first, then oldest.
    index('tasks_machine_open_idx')
      .on(t.assignedToMachine, t.createdAt)
      .where(sql`${t.completedAt} is null`),
    // The task dashboard's completed tasks of a period, per machine and task type: read from
    // the index alone, never by walking every task.
    index('tasks_completed_idx')
      .on(t.completedAt, t.assignedToMachine, t.taskType)
      .where(sql`${t.completedAt} is not null`),
    // A task's shifts; a deleted task's shifts let go of it.
    index('tasks_parent_idx').on(t.parentTaskId).where(sql`${t.parentTaskId} is not null`),
    check('tasks_shift_order_check', sql`${t.shiftOrder} >= 1`),
    index('tasks_number_trgm_idx').using('gin', sql`${t.containerNumber} gin_trgm_ops`),
    // The list's search: every term must be part of one of the task's texts (taskSearchText).
    index('tasks_search_trgm_idx').using('gin', sql`(${taskSearchText(t)}) gin_trgm_ops`),
  ],
);

/**
 * How many tasks each task list holds per creation day (UTC): `all` and `open` (not completed),
 * kept as the containers lists' counts are (containerListCounts): statement triggers on `tasks`
 * append each statement's change per list and day, the server folds a day's rows into one now
 * and then (`fold_task_list_counts()`). A list's total is their sum; a jump to a deep page walks
 * the day holding it instead of every row before it.
 */
export const taskListCounts = pgTable(
  'task_list_counts',
  {
    list: varchar('list', { length: 4 }).notNull(),
    day: date('day').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    index('task_list_counts_idx').on(t.list, t.day),
    check('task_list_counts_list_check', sql`${t.list} in ('all', 'open')`),
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

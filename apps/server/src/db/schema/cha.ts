import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { masterEntries } from './master.ts';

/** Clearing agents (CHA) and the people to call there. */
export const chas = pgTable(
  'chas',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    code: varchar('code', { length: 20 }),
    contacts: jsonb('contacts')
      .$type<{ name: string; phone?: string; email?: string }[]>()
      .notNull()
      .default([]),
  },
  (t) => [uniqueIndex('chas_name_key').on(t.name)],
);

/** What an agent may bring through the gate: one allocation an agent, with its equipment tags. */
export const chaAllocations = pgTable(
  'cha_allocations',
  {
    id: serial('id').primaryKey(),
    chaId: integer('cha_id')
      .notNull()
      .references(() => chas.id, { onDelete: 'cascade' }),
    equipments: text('equipments').array().notNull().default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cha_allocations_cha_key').on(t.chaId)],
);

/** Vehicles allowed per delivery type (an activity): "allowedDeliveries" of doc 1 §3. */
export const chaAllowedDeliveries = pgTable(
  'cha_allowed_deliveries',
  {
    allocationId: integer('allocation_id')
      .notNull()
      .references(() => chaAllocations.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => masterEntries.id),
    allowedCount: integer('allowed_count').notNull(),
    allowed20: integer('allowed_20').notNull().default(0),
    allowed40: integer('allowed_40').notNull().default(0),
    gatedInCount: integer('gated_in_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.allocationId, t.activityId] }),
    // "allowedCount is forced to be at least allowed20 plus allowed40" (doc 1 §5).
    check('cha_allowed_count_check', sql`${t.allowedCount} >= ${t.allowed20} + ${t.allowed40}`),
  ],
);

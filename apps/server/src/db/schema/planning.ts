import type { PlanningWeights } from '@yardline/domain/planning/weights';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { containers } from './containers.ts';

/** Saved yard plans (doc 3 §3 "Plan"): a name and the slots planned for containers. */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plans_name_key').on(sql`lower(${t.name})`)],
);

/**
 * A container's planned slot. A container is planned in at most one plan (the key), and a slot
 * for at most one container (the unique location; a long box's location names both its slots).
 */
export const planContainers = pgTable(
  'plan_containers',
  {
    containerId: integer('container_id')
      .primaryKey()
      .references(() => containers.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    location: varchar('location', { length: 100 }).notNull(),
    planningOrder: smallint('planning_order').notNull(),
    reason: varchar('reason', { length: 200 }),
  },
  (t) => [
    index('plan_containers_plan_idx').on(t.planId),
    uniqueIndex('plan_containers_location_key').on(t.location),
  ],
);

/** The planning engine's weights (one row), changed by an admin. */
export const planningSettings = pgTable(
  'planning_settings',
  {
    id: smallint('id').primaryKey().default(1),
    weights: jsonb('weights').$type<PlanningWeights>().notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('planning_settings_one_row', sql`${t.id} = 1`)],
);

import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { containers } from './containers.ts';

/**
 * A box's survey for one visit: a `containers` row is one visit (gate-in to dispatch), so the
 * survey hangs on it and a box that comes back gets a survey of its own.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    containerId: integer('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'cascade' }),
    condition: varchar('condition', { length: 20 }).notNull(),
    damageNotes: text('damage_notes').notNull().default(''),
    /** Ids of stored_files holding the photos. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    surveyedBy: integer('surveyed_by').references(() => users.id, { onDelete: 'set null' }),
    surveyedAt: timestamp('surveyed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('surveys_container_key').on(t.containerId),
    check('surveys_condition_check', sql`${t.condition} in ('sound', 'damaged')`),
  ],
);

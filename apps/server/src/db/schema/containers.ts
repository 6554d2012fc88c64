import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, liners } from './master.ts';

export const containers = pgTable(
  'containers',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 11 }).notNull(),
    /** ISO 6346 size-type code, e.g. 22G1. */
    sizeType: varchar('size_type', { length: 4 }).notNull(),
    sizeFeet: smallint('size_feet').notNull(),
    linerId: integer('liner_id').references(() => liners.id),
    customerId: integer('customer_id').references(() => customers.id),
    category: varchar('category', { length: 40 }),
    igm: varchar('igm', { length: 20 }),
    item: varchar('item', { length: 10 }),
    gateInAt: timestamp('gate_in_at', { withTimezone: true }).notNull(),
    dispatchAt: timestamp('dispatch_at', { withTimezone: true }),
    planned: boolean('planned').notNull().default(false),
    movementAlert: boolean('movement_alert').notNull().default(false),
    /**
     * Where the box stands: its slot key, or its two keys comma-joined for a long box; null when
     * it is not in the yard. Kept by the ledger with slot_occupancy, checked against it by the
     * database at commit (migration 0007).
     */
    location: varchar('location', { length: 100 }),
    locationUpdatedBy: varchar('location_updated_by', { length: 100 }),
    /** The box's RFID tag: 8 digits, or a placeholder tag (Refer Tag, ODC Tag, …) at the gate. */
    tag: varchar('tag', { length: 20 }),
    /** The gate-in type the box came in as (a container process: Import, Export, Empty, …). */
    process: varchar('process', { length: 40 }),
    lastMovedAt: timestamp('last_moved_at', { withTimezone: true }),
    /**
     * Deleted from the containers screen: the row stays so its movements and audit rows still
     * count (machine productivity, monthly moves); lists and lookups leave it out. Only a box
     * not standing in the yard can be deleted.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * What planning uses when it is known (issue 10): the vessel an export box is booked on, the
     * departure announced for it (or its vessel's), hazardous cargo, and the job order it came
     * under. Unknown, the engine estimates departures from the yard's history.
     */
    vessel: varchar('vessel', { length: 60 }),
    expectedDepartureAt: timestamp('expected_departure_at', { withTimezone: true }),
    hazardous: boolean('hazardous').notNull().default(false),
    jobOrder: varchar('job_order', { length: 30 }),
  },
  (t) => [
    // A number may come back years later, but is in the yard at most once.
    uniqueIndex('containers_number_in_yard_key')
      .on(t.number)
      .where(sql`${t.dispatchAt} is null and ${t.deletedAt} is null`),
    index('containers_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    // Autocomplete by prefix; a box's visits by number.
    index('containers_number_prefix_idx').on(sql`${t.number} varchar_pattern_ops`, t.id),
    index('containers_igm_prefix_idx')
      .on(sql`${t.igm} varchar_pattern_ops`)
      .where(sql`${t.igm} is not null`),
    index('containers_gate_in_idx').on(t.gateInAt),
    // The containers screen's pages, found by key (newest gate-in first, read backwards): the
    // All tab and the Yard tab (boxes standing in the yard).
    index('containers_all_list_idx').on(t.gateInAt, t.id).where(sql`${t.deletedAt} is null`),
    index('containers_yard_list_idx').on(t.gateInAt, t.id).where(sql`${t.location} is not null`),
    index('containers_location_idx').on(t.location).where(sql`${t.location} is not null`),
    check('containers_size_check', sql`${t.sizeFeet} in (20, 40, 45)`),
  ],
);

/**
 * How many boxes each containers list holds per gate-in day (UTC): `all` (not deleted) and `yard`
 * (standing in the yard). Statement triggers on `containers` append one row per list and day a
 * statement changed, with the change (+n or -n), in the writer's transaction; the server folds the
 * rows of a day into one now and then (`fold_container_list_counts()`). A list's total is the sum
 * of its rows, and a jump to a deep page walks these days instead of the list's rows (migration
 * 0022).
 */
export const containerListCounts = pgTable(
  'container_list_counts',
  {
    list: varchar('list', { length: 4 }).notNull(),
    day: date('day').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    index('container_list_counts_idx').on(t.list, t.day),
    check('container_list_counts_list_check', sql`${t.list} in ('all', 'yard')`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { containers } from './containers.ts';

export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 40 }).notNull(),
    maxHeight: smallint('max_height').notNull(),
    /** Cells laid out in pairs so a 40 ft box spans two adjacent cells. */
    fortyFootPairs: boolean('forty_foot_pairs').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('areas_name_key').on(t.name),
    check('areas_max_height_check', sql`${t.maxHeight} between 1 and 9`),
  ],
);

export const yardRows = pgTable(
  'yard_rows',
  {
    id: serial('id').primaryKey(),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 20 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('yard_rows_area_name_key').on(t.areaId, t.name)],
);

/** A ground slot: area, row and cell. Its tiers are the heights 1..max height of its area. */
export const cells = pgTable(
  'cells',
  {
    id: serial('id').primaryKey(),
    rowId: integer('row_id')
      .notNull()
      .references(() => yardRows.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 20 }).notNull(),
    /** Area, row and cell joined with underscores. */
    fullName: varchar('full_name', { length: 80 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('cells_full_name_key').on(t.fullName),
    uniqueIndex('cells_row_name_key').on(t.rowId, t.name),
  ],
);

/**
 * Which box stands where. One row per cell and height a box covers (a 40 ft box has two), so
 * the primary key is the rule "a slot holds at most one container per height".
 */
export const slotOccupancy = pgTable(
  'slot_occupancy',
  {
    cellId: integer('cell_id')
      .notNull()
      .references(() => cells.id),
    height: smallint('height').notNull(),
    containerId: integer('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.cellId, t.height] }),
    index('slot_occupancy_container_idx').on(t.containerId),
    check('slot_occupancy_height_check', sql`${t.height} between 0 and 9`),
  ],
);

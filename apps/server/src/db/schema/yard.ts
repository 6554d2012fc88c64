import type { AreaCorners } from '@yardline/domain/yard/geometry';
import type { PairHalf } from '@yardline/domain/yard/stacking';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
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
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * Where the block lies: four latitude/longitude corners (first row and first cell first,
     * then around the block), or null when not surveyed. Cells are placed inside by bilinear
     * interpolation (packages/domain/src/yard/geometry.ts).
     */
    corners: jsonb('corners').$type<AreaCorners>(),
  },
  (t) => [
    uniqueIndex('areas_name_key').on(t.name),
    check('areas_max_height_check', sql`${t.maxHeight} between 1 and 9`),
    check(
      'areas_corners_check',
      sql`${t.corners} is null or (jsonb_typeof(${t.corners}) = 'array' and jsonb_array_length(${t.corners}) = 4)`,
    ),
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
    /**
     * Which half of a merged pair (a 40 ft slot) the cell is, 'left' or 'right'; null for a
     * 20 ft slot. The database checks at commit that each half has its other half beside it
     * (migration 0011).
     */
    pairHalf: varchar('pair_half', { length: 5 }).$type<PairHalf>(),
  },
  (t) => [
    uniqueIndex('cells_full_name_key').on(t.fullName),
    uniqueIndex('cells_row_name_key').on(t.rowId, t.name),
    index('cells_row_order_idx').on(t.rowId, t.sortOrder),
    check('cells_pair_half_check', sql`${t.pairHalf} in ('left', 'right')`),
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

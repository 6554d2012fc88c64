import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Shipping lines: the owner prefixes they operate and the colour boxes are drawn in. */
export const liners = pgTable(
  'liners',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    color: varchar('color', { length: 7 }).notNull(),
    prefixes: text('prefixes').array().notNull(),
  },
  (t) => [uniqueIndex('liners_name_key').on(t.name)],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    code: varchar('code', { length: 20 }),
  },
  (t) => [uniqueIndex('customers_name_key').on(t.name)],
);

/**
 * The simple reference lists of doc 1 §7 (processes, sizes, types, delivery modes, …): a name,
 * an optional code and an optional parent (an activity's group). Lists that grow their own
 * screens later (shifts, yard locations, devices) move to tables of their own then.
 */
export const masterEntries = pgTable(
  'master_entries',
  {
    id: serial('id').primaryKey(),
    list: varchar('list', { length: 40 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    code: varchar('code', { length: 40 }),
    parentId: integer('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('master_entries_list_name_key').on(t.list, sql`lower(${t.name})`)],
);

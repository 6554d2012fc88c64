import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { cells } from './yard.ts';

/** Yard colour rules (doc 1 §2 "Configuration"): a colour for the cells kept for one kind of box. */
export const colourRules = pgTable(
  'colour_rules',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    color: varchar('color', { length: 7 }).notNull(),
    // Each filter holds a master-data name, or 'All'.
    process: varchar('process', { length: 120 }).notNull().default('All'),
    type: varchar('type', { length: 120 }).notNull().default('All'),
    size: varchar('size', { length: 120 }).notNull().default('All'),
    category: varchar('category', { length: 120 }).notNull().default('All'),
    liner: varchar('liner', { length: 120 }).notNull().default('All'),
    customer: varchar('customer', { length: 120 }).notNull().default('All'),
    cargoType: varchar('cargo_type', { length: 120 }).notNull().default('All'),
    hazardous: boolean('hazardous').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('colour_rules_name_key').on(sql`lower(${t.name})`),
    check(
      'colour_rules_color_check',
      sql`${t.color} ~ '^#[0-9a-f]{6}$' and ${t.color} <> '#000000'`,
    ),
  ],
);

/** The cells of each rule. The key on the cell alone is the rule "a cell has at most one rule". */
export const colourRuleCells = pgTable(
  'colour_rule_cells',
  {
    cellId: integer('cell_id')
      .primaryKey()
      .references(() => cells.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => colourRules.id, { onDelete: 'cascade' }),
  },
  (t) => [index('colour_rule_cells_rule_idx').on(t.ruleId)],
);

import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './database.ts';

export interface BulkColumn {
  name: string;
  /** PostgreSQL element type, e.g. 'text', 'int', 'timestamptz'. */
  type: string;
  values: readonly unknown[];
}

/**
 * INSERT … SELECT * FROM unnest($1::text[], $2::int[], …): one statement and one parameter per
 * column whatever the row count (4–11× faster than VALUES batches, see ARCHITECTURE.md).
 * Table, column and type names are our constants, never user input.
 */
export async function bulkInsert<Row extends Record<string, unknown>>(
  db: Executor,
  table: string,
  columns: readonly BulkColumn[],
  returning?: string,
): Promise<Row[]> {
  const lengths = new Set(columns.map((column) => column.values.length));
  if (lengths.size > 1) throw new RangeError(`Columns of ${table} differ in length`);
  if (columns[0]?.values.length === 0) return [];
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  // sql.param: a plain array inside sql`` would be spread into a ($1, $2, …) list.
  const arrays = sql.join(
    columns.map((column) => sql`${sql.param(column.values)}::${sql.raw(column.type)}[]`),
    sql`, `,
  );
  const query: SQL = sql`insert into ${sql.raw(`"${table}" (${names})`)}`;
  query.append(sql` select * from unnest(${arrays})`);
  if (returning) query.append(sql` returning ${sql.raw(returning)}`);
  const result = await db.execute<Row>(query);
  return result.rows as Row[];
}

/** The yard's per-row rule triggers (migrations 0007, 0011, 0037 and 0042), by table. */
const YARD_TRIGGERS = [
  ['slot_occupancy', 'slot_occupancy_rules'],
  ['slot_occupancy', 'slot_occupancy_holds'],
  ['containers', 'containers_footprint_rules'],
  ['containers', 'containers_footprint_rules_on_insert'],
  ['cells', 'cells_layout_rules'],
] as const;

/**
 * Runs a bulk load of cells, containers and slots with the yard's per-row rule triggers off, then
 * checks everything it wrote at once with the same rules (check_cell_pairs, check_yard and
 * check_slot_holds, migrations 0007, 0011 and 0042): one set-wise check instead of one per row.
 * Takes the tables' locks until the transaction ends, so only for loads into a database nobody
 * else is using (the demo seed, benchmark data).
 */
export async function withYardChecksAtEnd<T>(db: Executor, load: () => Promise<T>): Promise<T> {
  const triggers = async (enable: 'enable' | 'disable') => {
    for (const [table, trigger] of YARD_TRIGGERS) {
      await db.execute(sql.raw(`alter table ${table} ${enable} trigger ${trigger}`));
    }
  };
  await triggers('disable');
  const result = await load();
  // Fresh statistics first: planned as tiny, fresh tables would be checked row by row.
  await db.execute(sql`analyze areas, yard_rows, cells, containers, slot_occupancy`);
  await db.execute(sql`select check_cell_pairs(array(select id from yard_rows))`);
  await db.execute(
    sql`select check_yard(array(select id from cells), array(select id from containers))`,
  );
  await db.execute(sql`select check_slot_holds(array(select id from cells))`);
  await triggers('enable');
  return result;
}

import { asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';

/**
 * A keyed list of short codes kept by hand or by upload (the PLA cards and permanent trailers the
 * gate resolves trailer tags through, the register of container tags): one repository, told which
 * table and columns. Every value is text; a date column's is YYYY-MM-DD.
 */
export interface KeyedListTable<F extends string> {
  table: PgTable;
  id: PgColumn;
  columns: Record<F, PgColumn>;
  /** The field a row is known by in uploads (replaced when a file names it again). */
  key: F;
}

export type KeyedRow<F extends string> = Record<F, string> & { id: number };

export function keyedListRepository<F extends string>(spec: KeyedListTable<F>) {
  const select = { id: spec.id, ...spec.columns } as Record<string, PgColumn>;
  const matching = (searchText: string): SQL | undefined => {
    if (!searchText) return undefined;
    const like = `%${searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // As text: a date column is searched as it is shown (YYYY-MM-DD).
    return or(
      ...Object.values<PgColumn>(spec.columns).map((column) => sql`${column}::text ilike ${like}`),
    );
  };
  const rows = (result: unknown) => result as KeyedRow<F>[];

  return {
    async page(db: Executor, searchText: string, offset: number, limit: number) {
      const entities = rows(
        await db
          .select(select)
          .from(spec.table)
          .where(matching(searchText))
          .orderBy(asc(spec.id))
          .offset(offset)
          .limit(limit),
      );
      const [total] = await db.select({ n: count() }).from(spec.table).where(matching(searchText));
      return { entities, totalCount: Number(total?.n ?? 0) };
    },

    async all(db: Executor): Promise<KeyedRow<F>[]> {
      return rows(await db.select(select).from(spec.table));
    },

    async lock(db: Executor, id: number): Promise<KeyedRow<F> | undefined> {
      return rows(await db.select(select).from(spec.table).where(eq(spec.id, id)).for('update'))[0];
    },

    async insert(db: Executor, values: Record<F, string>[]): Promise<number[]> {
      if (values.length === 0) return [];
      const inserted = await db
        .insert(spec.table)
        .values(values as never)
        .returning({ id: spec.id });
      return inserted.map((row) => row.id as number);
    },

    async update(db: Executor, id: number, values: Record<F, string>) {
      await db
        .update(spec.table)
        .set(values as never)
        .where(eq(spec.id, id));
    },

    async delete(db: Executor, ids: number[]) {
      if (ids.length > 0) await db.delete(spec.table).where(inArray(spec.id, ids));
    },
  };
}

import { asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { permanentTrailers, plaCards } from '../../db/schema/index.ts';

/**
 * The two lists the gate resolves trailer tags through (PLA cards, permanent trailers) are both a
 * keyed list of short codes: one repository, told which table and columns.
 */
export interface CardListTable<F extends string> {
  table: PgTable;
  id: PgColumn;
  columns: Record<F, PgColumn>;
  /** The field a row is known by in uploads (replaced when a file names it again). */
  key: F;
}

export const PLA_CARDS: CardListTable<'trailerTagNumber' | 'plaCardNumber'> = {
  table: plaCards,
  id: plaCards.id,
  columns: { trailerTagNumber: plaCards.trailerTagNumber, plaCardNumber: plaCards.plaCardNumber },
  key: 'trailerTagNumber',
};

export const PERMANENT_TRAILERS: CardListTable<
  'trailerNumber' | 'trailerTag' | 'trailerType' | 'transporter'
> = {
  table: permanentTrailers,
  id: permanentTrailers.id,
  columns: {
    trailerNumber: permanentTrailers.trailerNumber,
    trailerTag: permanentTrailers.trailerTag,
    trailerType: permanentTrailers.trailerType,
    transporter: permanentTrailers.transporter,
  },
  key: 'trailerNumber',
};

export type CardRow<F extends string> = Record<F, string> & { id: number };

export function cardListRepository<F extends string>(spec: CardListTable<F>) {
  const select = { id: spec.id, ...spec.columns } as Record<string, PgColumn>;
  const matching = (searchText: string): SQL | undefined => {
    if (!searchText) return undefined;
    const like = `%${searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return or(
      ...Object.values<PgColumn>(spec.columns).map((column) => sql`${column} ilike ${like}`),
    );
  };
  const rows = (result: unknown) => result as CardRow<F>[];

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

    async all(db: Executor): Promise<CardRow<F>[]> {
      return rows(await db.select(select).from(spec.table));
    },

    async lock(db: Executor, id: number): Promise<CardRow<F> | undefined> {
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

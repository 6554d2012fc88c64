import type { Trailer, TrailerInput } from '@yardline/domain/trailers/trailer.schema';
import { and, asc, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { trailers } from '../../db/schema/index.ts';

const columns = {
  id: trailers.id,
  trailerTagId: trailers.trailerTagId,
  trailerTagId1: trailers.trailerTagId1,
  trailerTagId2: trailers.trailerTagId2,
  trailerNumber: trailers.trailerNumber,
  entryDate: trailers.entryDate,
  outDate: trailers.outDate,
  containerNumber: trailers.containerNumber,
  trailerType: trailers.trailerType,
  type: trailers.type,
  plaCard1: trailers.plaCard1,
  plaCard2: trailers.plaCard2,
};

type Row = Pick<typeof trailers.$inferSelect, keyof typeof columns>;

const toTrailer = (row: Row): Trailer => ({
  ...row,
  entryDate: row.entryDate.toISOString(),
  outDate: row.outDate?.toISOString() ?? null,
});

export interface TrailerFilter {
  searchText: string;
  includeDispatched: boolean;
}

/** Matches the search text in any tag, the trailer number, the box or a PLA card. */
function filtered({ searchText, includeDispatched }: TrailerFilter): SQL | undefined {
  const like = `%${searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    includeDispatched ? undefined : isNull(trailers.outDate),
    searchText
      ? or(
          ...[
            trailers.trailerTagId,
            trailers.trailerTagId1,
            trailers.trailerTagId2,
            trailers.trailerNumber,
            trailers.containerNumber,
            trailers.plaCard1,
            trailers.plaCard2,
          ].map((column) => sql`${column} ilike ${like}`),
        )
      : undefined,
  );
}

const fields = (input: TrailerInput) => ({
  trailerTagId: input.trailerTagId,
  trailerTagId1: input.trailerTagId1 || null,
  trailerTagId2: input.trailerTagId2 || null,
  trailerNumber: input.trailerNumber,
  containerNumber: input.containerNumber || null,
  trailerType: input.trailerType || null,
  type: input.type || null,
  plaCard1: input.plaCard1 || null,
  plaCard2: input.plaCard2 || null,
});

export const trailersRepository = {
  /** Newest first: the trucks that came in last are the ones asked about. */
  async page(db: Executor, filter: TrailerFilter, offset: number, limit: number | undefined) {
    const query = db
      .select(columns)
      .from(trailers)
      .where(filtered(filter))
      .orderBy(sql`${trailers.entryDate} desc`, asc(trailers.id))
      .offset(offset);
    const rows = await (limit === undefined ? query : query.limit(limit));
    return rows.map(toTrailer);
  },

  async count(db: Executor, filter: TrailerFilter): Promise<number> {
    const [row] = await db.select({ n: count() }).from(trailers).where(filtered(filter));
    return Number(row?.n ?? 0);
  },

  async lock(db: Executor, id: number): Promise<Trailer | undefined> {
    const [row] = await db.select(columns).from(trailers).where(eq(trailers.id, id)).for('update');
    return row && toTrailer(row);
  },

  /** The trailer a tag names: the one in the yard, else the last one dispatched; locked. */
  async lockByTag(db: Executor, tag: string): Promise<Trailer | undefined> {
    const [row] = await db
      .select(columns)
      .from(trailers)
      .where(sql`lower(${trailers.trailerTagId}) = lower(${tag})`)
      .orderBy(sql`${trailers.outDate} desc nulls first`, sql`${trailers.id} desc`)
      .limit(1)
      .for('update');
    return row && toTrailer(row);
  },

  async insert(db: Executor, input: TrailerInput): Promise<number> {
    const [row] = await db.insert(trailers).values(fields(input)).returning({ id: trailers.id });
    if (!row) throw new Error('trailer was not stored');
    return row.id;
  },

  async update(db: Executor, id: number, input: TrailerInput) {
    await db.update(trailers).set(fields(input)).where(eq(trailers.id, id));
  },

  async delete(db: Executor, id: number) {
    await db.delete(trailers).where(eq(trailers.id, id));
  },

  async dispatch(db: Executor, id: number, mode: string, userId: number) {
    await db
      .update(trailers)
      .set({ outDate: sql`now()`, dispatchMode: mode, dispatchedBy: userId })
      .where(eq(trailers.id, id));
  },

  async find(db: Executor, id: number): Promise<Trailer | undefined> {
    const [row] = await db.select(columns).from(trailers).where(eq(trailers.id, id));
    return row && toTrailer(row);
  },
};

import type { Itv, ItvFields, ItvLocation } from '@yardline/domain/machines/itv.schema';
import type { MachineStatus } from '@yardline/domain/machines/machine.schema';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { itvs } from '../../db/schema/index.ts';

const columns = {
  id: itvs.id,
  itvNumber: itvs.itvNumber,
  trailerNumber: itvs.trailerNumber,
  deviceInstalled: itvs.deviceInstalled,
  status: itvs.status,
  latitude: itvs.lat,
  longitude: itvs.lng,
  lastDataReceived: itvs.lastDataReceived,
  machineName: itvs.machineName,
};

interface Row {
  id: number;
  itvNumber: string;
  trailerNumber: string;
  deviceInstalled: boolean;
  status: string;
  latitude: number | null;
  longitude: number | null;
  lastDataReceived: Date | null;
  machineName: string | null;
}

const toItv = (row: Row): Itv => ({
  ...row,
  status: row.status as MachineStatus,
  lastDataReceived: row.lastDataReceived?.toISOString() ?? null,
});

export const toItvLocation = (itv: Itv): ItvLocation => ({
  id: itv.id,
  itvNumber: itv.itvNumber,
  trailerNumber: itv.trailerNumber,
  status: itv.status,
  lastDataReceived: itv.lastDataReceived,
  position:
    itv.latitude === null || itv.longitude === null
      ? null
      : { lat: itv.latitude, lng: itv.longitude },
});

const fields = (input: ItvFields) => ({
  itvNumber: input.itvNumber,
  trailerNumber: input.trailerNumber,
  deviceInstalled: input.deviceInstalled,
  status: input.status,
  lat: input.latitude,
  lng: input.longitude,
  machineName: input.machineName || null,
});

const ORDER = [sql`lower(${itvs.itvNumber})`, asc(itvs.id)];

export const itvsRepository = {
  async page(db: Executor, offset: number, limit: number): Promise<Itv[]> {
    const rows = await db
      .select(columns)
      .from(itvs)
      .orderBy(...ORDER)
      .offset(offset)
      .limit(limit);
    return rows.map(toItv);
  },

  async all(db: Executor): Promise<Itv[]> {
    return (
      await db
        .select(columns)
        .from(itvs)
        .orderBy(...ORDER)
    ).map(toItv);
  },

  async count(db: Executor): Promise<number> {
    const [row] = await db.select({ n: count() }).from(itvs);
    return Number(row?.n ?? 0);
  },

  async find(db: Executor, id: number): Promise<Itv | undefined> {
    const [row] = await db.select(columns).from(itvs).where(eq(itvs.id, id));
    return row && toItv(row);
  },

  async lock(db: Executor, id: number): Promise<Itv | undefined> {
    const [row] = await db.select(columns).from(itvs).where(eq(itvs.id, id)).for('update');
    return row && toItv(row);
  },

  async lockMany(db: Executor, ids: number[]): Promise<Itv[]> {
    const rows = await db
      .select(columns)
      .from(itvs)
      .where(inArray(itvs.id, ids))
      .orderBy(asc(itvs.id))
      .for('update');
    return rows.map(toItv);
  },

  /** Whether another ITV (not `exceptId`) has this ITV or trailer number, whatever its case. */
  async taken(
    db: Executor,
    column: 'itvNumber' | 'trailerNumber',
    value: string,
    exceptId?: number,
  ): Promise<boolean> {
    const [row] = await db
      .select({ id: itvs.id })
      .from(itvs)
      .where(
        and(
          sql`lower(${itvs[column]}) = lower(${value})`,
          exceptId === undefined ? undefined : ne(itvs.id, exceptId),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async insert(db: Executor, input: ItvFields): Promise<number> {
    const [row] = await db.insert(itvs).values(fields(input)).returning({ id: itvs.id });
    if (!row) throw new Error('ITV was not stored');
    return row.id;
  },

  async update(db: Executor, id: number, input: ItvFields) {
    await db.update(itvs).set(fields(input)).where(eq(itvs.id, id));
  },

  async delete(db: Executor, ids: number[]) {
    await db.delete(itvs).where(inArray(itvs.id, ids));
  },

  async report(
    db: Executor,
    id: number,
    report: { lat: number; lng: number; status?: MachineStatus },
  ): Promise<Itv | undefined> {
    const [row] = await db
      .update(itvs)
      .set({
        lat: report.lat,
        lng: report.lng,
        ...(report.status ? { status: report.status } : {}),
        lastDataReceived: sql`now()`,
      })
      .where(eq(itvs.id, id))
      .returning(columns);
    return row && toItv(row);
  },
};

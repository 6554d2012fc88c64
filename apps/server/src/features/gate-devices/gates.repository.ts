import type {
  Camera,
  GateType,
  GateValues,
  ReaderValues,
} from '@yardline/domain/devices/gates.schema';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { gateReaders, gates } from '../../db/schema/index.ts';

export interface ReaderRow {
  id: number;
  name: string;
  readerType: string;
  gateId: number | null;
  gateName: string | null;
  ip: string;
  positionLat: number | null;
  positionLong: number | null;
  statusLastReceived: Date | null;
  machineId: number | null;
  itvId: number | null;
}

export interface GateRow {
  id: number;
  name: string;
  type: GateType;
  positionLat: number;
  positionLong: number;
  camConfig: Camera[];
}

const READER = {
  id: gateReaders.id,
  name: gateReaders.name,
  readerType: gateReaders.readerType,
  gateId: gateReaders.gateId,
  gateName: gates.name,
  ip: gateReaders.ip,
  positionLat: gateReaders.positionLat,
  positionLong: gateReaders.positionLong,
  statusLastReceived: gateReaders.statusLastReceived,
  machineId: gateReaders.machineId,
  itvId: gateReaders.itvId,
};

const GATE = {
  id: gates.id,
  name: gates.name,
  type: gates.type,
  positionLat: gates.positionLat,
  positionLong: gates.positionLong,
  camConfig: gates.camConfig,
};

const gateFields = (input: GateValues) => ({
  name: input.name,
  type: input.type,
  positionLat: input.positionLat,
  positionLong: input.positionLong,
  camConfig: input.camConfig,
});

const readerFields = (input: ReaderValues) => ({
  name: input.name,
  readerType: input.readerType,
  gateId: input.gateId,
  ip: input.ip,
  positionLat: input.positionLat,
  positionLong: input.positionLong,
  // Left out of a change, a tracker's link stays.
  ...(input.machineId === undefined ? {} : { machineId: input.machineId }),
  ...(input.itvId === undefined ? {} : { itvId: input.itvId }),
});

/** Gates and their readers: the only file with their SQL. */
export const gatesRepository = {
  async gates(db: Executor, type?: GateType): Promise<GateRow[]> {
    const rows = await db
      .select(GATE)
      .from(gates)
      .where(type ? eq(gates.type, type) : undefined)
      .orderBy(asc(gates.name));
    return rows as GateRow[];
  },

  async gate(db: Executor, id: number): Promise<GateRow | undefined> {
    const [row] = await db.select(GATE).from(gates).where(eq(gates.id, id));
    return row as GateRow | undefined;
  },

  async readers(
    db: Executor,
    filter: { gateIds?: number[]; unused?: boolean } = {},
  ): Promise<ReaderRow[]> {
    const where = filter.unused
      ? isNull(gateReaders.gateId)
      : filter.gateIds
        ? inArray(gateReaders.gateId, filter.gateIds.length ? filter.gateIds : [-1])
        : undefined;
    return db
      .select(READER)
      .from(gateReaders)
      .leftJoin(gates, eq(gates.id, gateReaders.gateId))
      .where(where)
      .orderBy(asc(gateReaders.name));
  },

  async reader(db: Executor, id: number): Promise<ReaderRow | undefined> {
    const [row] = await db
      .select(READER)
      .from(gateReaders)
      .leftJoin(gates, eq(gates.id, gateReaders.gateId))
      .where(eq(gateReaders.id, id));
    return row;
  },

  /** The reader a device id names, with its key's hash and the machine or ITV it tracks. */
  async device(db: Executor, deviceId: string) {
    const [row] = await db
      .select({
        id: gateReaders.id,
        gateId: gateReaders.gateId,
        keyHash: gateReaders.keyHash,
        machineId: gateReaders.machineId,
        itvId: gateReaders.itvId,
      })
      .from(gateReaders)
      .where(eq(gateReaders.name, deviceId));
    return row;
  },

  async insertGate(db: Executor, input: GateValues): Promise<number> {
    const [row] = await db.insert(gates).values(gateFields(input)).returning({ id: gates.id });
    if (!row) throw new Error('gate was not stored');
    return row.id;
  },

  async updateGate(db: Executor, id: number, input: GateValues): Promise<boolean> {
    const rows = await db
      .update(gates)
      .set(gateFields(input))
      .where(eq(gates.id, id))
      .returning({ id: gates.id });
    return rows.length > 0;
  },

  async deleteGate(db: Executor, id: number): Promise<boolean> {
    const rows = await db.delete(gates).where(eq(gates.id, id)).returning({ id: gates.id });
    return rows.length > 0;
  },

  /** Attaches unused readers to a gate; returns how many were free to attach. */
  async attach(db: Executor, gateId: number, readerIds: number[]): Promise<number> {
    if (readerIds.length === 0) return 0;
    const rows = await db
      .update(gateReaders)
      .set({ gateId })
      .where(
        sql`${gateReaders.id} in ${readerIds} and (${gateReaders.gateId} is null or ${gateReaders.gateId} = ${gateId})`,
      )
      .returning({ id: gateReaders.id });
    return rows.length;
  },

  async detachAll(db: Executor, gateId: number) {
    await db.update(gateReaders).set({ gateId: null }).where(eq(gateReaders.gateId, gateId));
  },

  async deleteReadersOf(db: Executor, gateId: number) {
    await db.delete(gateReaders).where(eq(gateReaders.gateId, gateId));
  },

  async insertReader(db: Executor, input: ReaderValues, keyHash: string): Promise<number> {
    const [row] = await db
      .insert(gateReaders)
      .values({ ...readerFields(input), keyHash })
      .returning({ id: gateReaders.id });
    if (!row) throw new Error('reader was not stored');
    return row.id;
  },

  async updateReader(db: Executor, id: number, input: ReaderValues): Promise<boolean> {
    const rows = await db
      .update(gateReaders)
      .set(readerFields(input))
      .where(eq(gateReaders.id, id))
      .returning({ id: gateReaders.id });
    return rows.length > 0;
  },

  async setReaderGate(db: Executor, id: number, gateId: number | null) {
    await db.update(gateReaders).set({ gateId }).where(eq(gateReaders.id, id));
  },

  async deleteReader(db: Executor, id: number): Promise<boolean> {
    const rows = await db
      .delete(gateReaders)
      .where(eq(gateReaders.id, id))
      .returning({ id: gateReaders.id });
    return rows.length > 0;
  },

  async touch(db: Executor, readerId: number, at: Date) {
    await db
      .update(gateReaders)
      .set({
        statusLastReceived: sql`greatest(${gateReaders.statusLastReceived}, ${at.toISOString()}::timestamptz)`,
      })
      .where(eq(gateReaders.id, readerId));
  },
};

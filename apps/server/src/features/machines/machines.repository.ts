import type {
  Machine,
  MachineFields,
  MachineLocation,
  MachineStatus,
  MachineType,
} from '@yardline/domain/machines/machine.schema';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { machines } from '../../db/schema/index.ts';

const columns = {
  id: machines.id,
  machineName: machines.name,
  machineType: machines.type,
  machineStatus: machines.status,
  label: machines.label,
  isrfidInstalled: machines.rfidInstalled,
  zone: machines.zone,
  lat: machines.lat,
  lng: machines.lng,
  lastDataReceived: machines.lastDataReceived,
};

interface Row {
  id: number;
  machineName: string;
  machineType: string;
  machineStatus: string;
  label: string | null;
  isrfidInstalled: boolean;
  zone: string | null;
  lat: number | null;
  lng: number | null;
  lastDataReceived: Date | null;
}

const toMachine = (row: Row): Machine => ({
  id: row.id,
  machineName: row.machineName,
  machineType: row.machineType as MachineType,
  machineStatus: row.machineStatus as MachineStatus,
  label: row.label,
  isrfidInstalled: row.isrfidInstalled,
  zone: row.zone,
  lat: row.lat,
  lng: row.lng,
  lastDataReceived: row.lastDataReceived?.toISOString() ?? null,
});

export const toLocation = (m: Machine): MachineLocation => ({
  id: m.id,
  machineName: m.machineName,
  machineType: m.machineType,
  label: m.label,
  status: m.machineStatus,
  lastDataReceived: m.lastDataReceived,
  position: m.lat === null || m.lng === null ? null : { lat: m.lat, lng: m.lng },
});

const fields = (input: MachineFields) => ({
  name: input.machineName,
  type: input.machineType,
  status: input.machineStatus,
  label: input.label,
  rfidInstalled: input.isrfidInstalled,
  zone: input.zone || null,
  lat: input.lat,
  lng: input.lng,
});

export interface MachineFilter {
  type?: MachineType;
  status?: MachineStatus;
}

export const machinesRepository = {
  /** Every machine (a yard has tens, not thousands), by name. */
  async list(db: Executor, filter: MachineFilter = {}): Promise<Machine[]> {
    const where: SQL[] = [];
    if (filter.type) where.push(eq(machines.type, filter.type));
    if (filter.status) where.push(eq(machines.status, filter.status));
    const rows = await db
      .select(columns)
      .from(machines)
      .where(and(...where))
      .orderBy(sql`lower(${machines.name})`, asc(machines.id));
    return rows.map(toMachine);
  },

  async find(db: Executor, id: number): Promise<Machine | undefined> {
    const [row] = await db.select(columns).from(machines).where(eq(machines.id, id));
    return row && toMachine(row);
  },

  async lock(db: Executor, id: number): Promise<Machine | undefined> {
    const [row] = await db.select(columns).from(machines).where(eq(machines.id, id)).for('update');
    return row && toMachine(row);
  },

  async lockMany(db: Executor, ids: number[]): Promise<Machine[]> {
    const rows = await db
      .select(columns)
      .from(machines)
      .where(inArray(machines.id, ids))
      .orderBy(asc(machines.id))
      .for('update');
    return rows.map(toMachine);
  },

  /** Whether another machine (not `exceptId`) has this name, whatever its case. */
  async nameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: machines.id })
      .from(machines)
      .where(
        and(
          sql`lower(${machines.name}) = lower(${name})`,
          exceptId === undefined ? undefined : ne(machines.id, exceptId),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async insert(db: Executor, input: MachineFields): Promise<number> {
    const [row] = await db.insert(machines).values(fields(input)).returning({ id: machines.id });
    if (!row) throw new Error('machine was not stored');
    return row.id;
  },

  async update(db: Executor, id: number, input: MachineFields) {
    await db.update(machines).set(fields(input)).where(eq(machines.id, id));
  },

  async delete(db: Executor, ids: number[]) {
    await db.delete(machines).where(inArray(machines.id, ids));
  },

  /** A position report: where it is, its status if told, and the time the server heard it. */
  async report(
    db: Executor,
    id: number,
    report: { lat: number; lng: number; status?: MachineStatus },
  ): Promise<Machine | undefined> {
    const [row] = await db
      .update(machines)
      .set({
        lat: report.lat,
        lng: report.lng,
        ...(report.status ? { status: report.status } : {}),
        lastDataReceived: sql`now()`,
      })
      .where(eq(machines.id, id))
      .returning(columns);
    return row && toMachine(row);
  },
};

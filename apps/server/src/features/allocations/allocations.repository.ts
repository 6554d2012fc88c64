import type { Allocation, AllocationFields } from '@yardline/domain/machines/allocation.schema';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { areas, machineAllocations, machines } from '../../db/schema/index.ts';

const columns = {
  id: machineAllocations.id,
  machine: machines.name,
  machineId: machineAllocations.machineId,
  area: areas.name,
  areaId: machineAllocations.areaId,
  fromTime: machineAllocations.fromTime,
  toTime: machineAllocations.toTime,
};

type Row = Omit<Allocation, 'fromTime' | 'toTime'> & { fromTime: Date; toTime: Date };

const toAllocation = (row: Row): Allocation => ({
  ...row,
  fromTime: row.fromTime.toISOString(),
  toTime: row.toTime.toISOString(),
});

const named = (db: Executor) =>
  db
    .select(columns)
    .from(machineAllocations)
    .innerJoin(machines, eq(machines.id, machineAllocations.machineId))
    .innerJoin(areas, eq(areas.id, machineAllocations.areaId));

const fields = (a: AllocationFields) => ({
  machineId: a.machineId,
  areaId: a.areaId,
  fromTime: new Date(a.fromTime),
  toTime: new Date(a.toTime),
});

export const allocationsRepository = {
  /** The allocations sharing any time with [from, to), by machine and start. */
  async between(db: Executor, from: Date, to: Date): Promise<Allocation[]> {
    const rows = await named(db)
      .where(and(lt(machineAllocations.fromTime, to), gt(machineAllocations.toTime, from)))
      .orderBy(sql`lower(${machines.name})`, asc(machineAllocations.fromTime));
    return rows.map(toAllocation);
  },

  async byIds(db: Executor, ids: number[]): Promise<Allocation[]> {
    const rows = await named(db)
      .where(inArray(machineAllocations.id, ids))
      .orderBy(asc(machineAllocations.id));
    return rows.map(toAllocation);
  },

  async lock(db: Executor, id: number): Promise<Allocation | undefined> {
    const [row] = await named(db).where(eq(machineAllocations.id, id)).for('update', {
      of: machineAllocations,
    });
    return row && toAllocation(row);
  },

  /** Locks the machines' rows: allocations of one machine are checked one writer at a time. */
  async lockMachines(db: Executor, ids: number[]): Promise<{ id: number; name: string }[]> {
    return db
      .select({ id: machines.id, name: machines.name })
      .from(machines)
      .where(inArray(machines.id, ids))
      .orderBy(asc(machines.id))
      .for('update');
  },

  async areasExisting(db: Executor, ids: number[]): Promise<number[]> {
    const rows = await db.select({ id: areas.id }).from(areas).where(inArray(areas.id, ids));
    return rows.map((row) => row.id);
  },

  /** The first machine among `machineIds` with two allocations sharing time, if any. */
  async overlapping(db: Executor, machineIds: number[]): Promise<number | undefined> {
    const other = alias(machineAllocations, 'other');
    const [row] = await db
      .select({ machineId: machineAllocations.machineId })
      .from(machineAllocations)
      .innerJoin(
        other,
        and(
          eq(other.machineId, machineAllocations.machineId),
          lt(machineAllocations.id, other.id),
          lt(machineAllocations.fromTime, other.toTime),
          lt(other.fromTime, machineAllocations.toTime),
        ),
      )
      .where(inArray(machineAllocations.machineId, machineIds))
      .limit(1);
    return row?.machineId;
  },

  async insert(db: Executor, a: AllocationFields): Promise<number> {
    const [row] = await db
      .insert(machineAllocations)
      .values(fields(a))
      .returning({ id: machineAllocations.id });
    if (!row) throw new Error('allocation was not stored');
    return row.id;
  },

  async update(db: Executor, id: number, a: AllocationFields) {
    await db.update(machineAllocations).set(fields(a)).where(eq(machineAllocations.id, id));
  },

  async delete(db: Executor, id: number) {
    await db.delete(machineAllocations).where(eq(machineAllocations.id, id));
  },
};

import type { Shift, ShiftInput } from '@yardline/domain/machines/shift.schema';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { machineShifts } from '../../db/schema/index.ts';

const columns = {
  id: machineShifts.id,
  name: machineShifts.name,
  fromHour: machineShifts.fromHour,
  fromMinute: machineShifts.fromMinute,
  toHour: machineShifts.toHour,
  toMinute: machineShifts.toMinute,
};

export const shiftsRepository = {
  /** By start time: the order a day runs in. */
  list: (db: Executor): Promise<Shift[]> =>
    db
      .select(columns)
      .from(machineShifts)
      .orderBy(asc(machineShifts.fromHour), asc(machineShifts.fromMinute), asc(machineShifts.id)),

  async find(db: Executor, id: number): Promise<Shift | undefined> {
    const [row] = await db.select(columns).from(machineShifts).where(eq(machineShifts.id, id));
    return row;
  },

  lockMany: (db: Executor, ids: number[]): Promise<Shift[]> =>
    db
      .select(columns)
      .from(machineShifts)
      .where(inArray(machineShifts.id, ids))
      .orderBy(asc(machineShifts.id))
      .for('update'),

  async insert(db: Executor, input: ShiftInput): Promise<Shift> {
    const [row] = await db.insert(machineShifts).values(input).returning(columns);
    if (!row) throw new Error('shift was not stored');
    return row;
  },

  async update(db: Executor, id: number, input: ShiftInput): Promise<Shift | undefined> {
    const [row] = await db
      .update(machineShifts)
      .set(input)
      .where(eq(machineShifts.id, id))
      .returning(columns);
    return row;
  },

  async delete(db: Executor, ids: number[]) {
    await db.delete(machineShifts).where(inArray(machineShifts.id, ids));
  },
};

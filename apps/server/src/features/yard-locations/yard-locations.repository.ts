import type { YardLocation, YardLocationInput } from '@yardline/domain/yard/yard-location';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { yardLocations } from '../../db/schema/index.ts';

const columns = {
  id: yardLocations.id,
  name: yardLocations.name,
  type: yardLocations.type,
  coordinates: yardLocations.coordinates,
};

/** The type column is checked by the table to be one of the two types. */
const toLocation = (row: Pick<typeof yardLocations.$inferSelect, keyof typeof columns>) =>
  row as YardLocation;

export const yardLocationsRepository = {
  async all(db: Executor): Promise<YardLocation[]> {
    return (await db.select(columns).from(yardLocations).orderBy(asc(yardLocations.name))).map(
      toLocation,
    );
  },

  async lock(db: Executor, id: number): Promise<YardLocation | undefined> {
    const [row] = await db
      .select(columns)
      .from(yardLocations)
      .where(eq(yardLocations.id, id))
      .for('update');
    return row && toLocation(row);
  },

  async insert(db: Executor, input: YardLocationInput): Promise<YardLocation> {
    const [row] = await db.insert(yardLocations).values(input).returning(columns);
    if (!row) throw new Error('yard location was not stored');
    return toLocation(row);
  },

  async update(db: Executor, id: number, input: YardLocationInput): Promise<YardLocation> {
    const [row] = await db
      .update(yardLocations)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(yardLocations.id, id))
      .returning(columns);
    if (!row) throw new Error(`yard location ${id} vanished inside its own transaction`);
    return toLocation(row);
  },

  async delete(db: Executor, id: number) {
    await db.delete(yardLocations).where(eq(yardLocations.id, id));
  },
};

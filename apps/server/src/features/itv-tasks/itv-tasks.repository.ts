import type { ItvTask, ItvTasksQuery } from '@yardline/domain/tasks/itv-task.schema';
import { type DuplicateKey, splitSearchTerms } from '@yardline/domain/tasks/task-rules';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containers, itvTasks } from '../../db/schema/index.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const select = (db: Executor) => db.select().from(itvTasks);
type Row = typeof itvTasks.$inferSelect;

const toItvTask = (row: Row): ItvTask => ({
  taskId: row.id,
  ctrId: row.containerId,
  trailer: row.trailer,
  containerNumber: row.containerNumber,
  size: row.size,
  taskType: row.taskType,
  fromLocation: row.fromLocation,
  toLocation: row.toLocation,
  toLocationDetails: row.toLocationDetails,
  parentTaskId: row.parentTaskId,
  generationDate: row.createdAt.toISOString(),
  completedDate: row.completedAt?.toISOString() ?? null,
});

function filtered(query: Pick<ItvTasksQuery, 'searchText' | 'includeCompleted'>) {
  const terms = splitSearchTerms(query.searchText).map((term) => {
    const like = `%${escapeLike(term)}%`;
    return sql`(${itvTasks.containerNumber} ilike ${like} or ${itvTasks.taskType} ilike ${like}
      or ${itvTasks.trailer} ilike ${like} or ${itvTasks.fromLocation} ilike ${like}
      or ${itvTasks.toLocation} ilike ${like})`;
  });
  return and(query.includeCompleted ? undefined : isNull(itvTasks.completedAt), ...terms);
}

export type NewItvTask = Omit<typeof itvTasks.$inferInsert, 'id' | 'createdAt' | 'completedAt'>;

/** ITV tasks' rows: the only file with their SQL. */
export const itvTasksRepository = {
  async page(db: Executor, query: ItvTasksQuery): Promise<ItvTask[]> {
    const rows = await select(db)
      .where(filtered(query))
      .orderBy(sql`${itvTasks.createdAt} desc`, sql`${itvTasks.id} desc`)
      .offset(query.skip)
      .limit(query.limit);
    return rows.map(toItvTask);
  },

  async count(db: Executor, query: ItvTasksQuery): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(itvTasks)
      .where(filtered(query));
    return row?.n ?? 0;
  },

  async byIds(db: Executor, ids: number[]): Promise<ItvTask[]> {
    if (ids.length === 0) return [];
    return (await select(db).where(inArray(itvTasks.id, ids)).orderBy(itvTasks.id)).map(toItvTask);
  },

  async insert(tx: Executor, rows: NewItvTask[]): Promise<number[]> {
    if (rows.length === 0) return [];
    return (await tx.insert(itvTasks).values(rows).returning({ id: itvTasks.id })).map((r) => r.id);
  },

  async update(tx: Executor, id: number, values: Partial<NewItvTask>): Promise<boolean> {
    const updated = await tx
      .update(itvTasks)
      .set(values)
      .where(and(eq(itvTasks.id, id), isNull(itvTasks.completedAt)))
      .returning({ id: itvTasks.id });
    return updated.length > 0;
  },

  async remove(tx: Executor, ids: number[]): Promise<number> {
    return (
      await tx.delete(itvTasks).where(inArray(itvTasks.id, ids)).returning({ id: itvTasks.id })
    ).length;
  },

  async findSame(db: Executor, key: DuplicateKey, exceptId?: number): Promise<ItvTask | undefined> {
    const [row] = await select(db)
      .where(
        and(
          eq(itvTasks.containerNumber, key.containerNumber),
          sql`lower(${itvTasks.taskType}) = lower(${key.taskType})`,
          sql`lower(${itvTasks.fromLocation}) = lower(${key.fromLocation ?? ''})`,
          sql`lower(${itvTasks.toLocation}) = lower(${key.toLocation ?? ''})`,
          isNull(itvTasks.completedAt),
          exceptId ? ne(itvTasks.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row ? toItvTask(row) : undefined;
  },

  async box(db: Executor, number: string) {
    const [row] = await db
      .select({ id: containers.id, size: containers.sizeFeet })
      .from(containers)
      .where(
        and(
          eq(containers.number, number),
          isNull(containers.dispatchAt),
          isNull(containers.deletedAt),
        ),
      );
    return row;
  },
};

import type { TaskBox } from '@yardline/domain/tasks/task.schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containers } from '../../db/schema/index.ts';
import { escapeLike } from './tasks.repository.ts';

const inYard = and(isNull(containers.dispatchAt), isNull(containers.deletedAt));

const selectBox = (db: Executor) =>
  db
    .select({ id: containers.id, number: containers.number, location: containers.location })
    .from(containers);

/** The boxes tasks are made for and worked on, as the tasks feature reads them. */
export const taskBoxes = {
  /** Boxes in the yard (not dispatched, not deleted) whose number starts with `prefix`. */
  async boxes(db: Executor, filter: { prefix?: string; igm?: string; item?: string }) {
    const rows = await db
      .select({
        containerId: containers.id,
        number: containers.number,
        size: containers.sizeFeet,
        location: containers.location,
        planned: containers.planned,
        igm: containers.igm,
        item: containers.item,
      })
      .from(containers)
      .where(
        and(
          inYard,
          filter.prefix
            ? sql`${containers.number} like ${`${escapeLike(filter.prefix.toUpperCase())}%`}`
            : undefined,
          filter.igm ? eq(containers.igm, filter.igm) : undefined,
          filter.item ? eq(containers.item, filter.item) : undefined,
        ),
      )
      .orderBy(containers.number)
      .limit(filter.igm ? 200 : 20);
    return rows satisfies Omit<TaskBox, 'nearestMachine'>[];
  },

  async byNumber(db: Executor, number: string) {
    const [row] = await selectBox(db).where(and(eq(containers.number, number), inYard));
    return row;
  },

  /** A task's box in the yard: by its id when the task has one, else by its number. */
  async ofTask(db: Executor, task: { containerId: number | null; containerNumber: string }) {
    const [row] = await selectBox(db).where(
      and(
        task.containerId
          ? eq(containers.id, task.containerId)
          : eq(containers.number, task.containerNumber),
        inYard,
      ),
    );
    return row;
  },
};

import { CONTAINER_NUMBER_PATTERN } from '@yardline/domain/containers/container-number';
import type { Itv } from '@yardline/domain/machines/itv.schema';
import type {
  ItvTask,
  ItvTasksPage,
  ItvTasksQuery,
  ItvTaskValues,
} from '@yardline/domain/tasks/itv-task.schema';
import {
  itvTaskProblem,
  repeatedIndex,
  TASK_MESSAGES,
  TASK_TYPES,
} from '@yardline/domain/tasks/task-rules';
import { sql } from 'drizzle-orm';
import { writeAudits } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { ItvsService } from '../itvs/itvs.service.ts';
import type { SessionUser } from '../session/session.service.ts';
import { type NewItvTask, itvTasksRepository as repo } from './itv-tasks.repository.ts';

type Actor = Pick<SessionUser, 'id'>;
const rowLabel = (count: number, i: number, message: string) =>
  count > 1 ? `Row ${i + 1}: ${message}` : message;
const duplicate = (count: number, i: number) =>
  new HttpError(409, rowLabel(count, i, TASK_MESSAGES.duplicateItv), 'DUPLICATE');
const keyOf = (task: ItvTaskValues) => ({
  containerNumber: task.containerNumber,
  taskType: task.taskType,
  fromLocation: task.fromLocation,
  toLocation: task.toLocation,
});

/** ITV tasks (doc 3 "ITV Tasks"): list, save with doc 3 §5's checks, delete, find; the ITVs. */
export function createItvTasksService(deps: { db: Db; itvs: Pick<ItvsService, 'list'> }) {
  const { db } = deps;
  return {
    async list(query: ItvTasksQuery): Promise<ItvTasksPage> {
      const [tasks, totalCount] = await Promise.all([repo.page(db, query), repo.count(db, query)]);
      return { tasks, totalCount };
    },

    async byId(id: number): Promise<ItvTask> {
      const [task] = await repo.byIds(db, [id]);
      if (!task) throw notFound(TASK_MESSAGES.notFound(id));
      return task;
    },

    async find(key: {
      containerNumber: string;
      taskType: string;
      from: string;
      to: string;
      exceptId?: number;
    }) {
      const task = await repo.findSame(
        db,
        {
          containerNumber: key.containerNumber,
          taskType: key.taskType,
          fromLocation: key.from,
          toLocation: key.to,
        },
        key.exceptId,
      );
      return { task: task ?? null };
    },

    types: () => [...TASK_TYPES],

    /** Every ITV, by number (the form's trailer choice). */
    async itvs(): Promise<Itv[]> {
      return (await deps.itvs.list({ skip: 1, limit: 500 })).itvs;
    },

    async save(actor: Actor, tasks: ItvTaskValues[]): Promise<ItvTask[]> {
      tasks.forEach((task, i) => {
        if (!CONTAINER_NUMBER_PATTERN.test(task.containerNumber)) {
          throw new HttpError(400, rowLabel(tasks.length, i, TASK_MESSAGES.invalidNumber));
        }
        const problem = itvTaskProblem(task);
        if (problem) throw new HttpError(400, rowLabel(tasks.length, i, problem), 'TASK_INVALID');
      });
      const repeated = repeatedIndex(tasks.map(keyOf));
      if (repeated >= 0) throw duplicate(tasks.length, repeated);
      const ids = await db.transaction(async (tx) => {
        for (const number of [...new Set(tasks.map((t) => t.containerNumber))].sort()) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`itv-task:${number}`}))`);
        }
        const created: NewItvTask[] = [];
        const edited: number[] = [];
        for (const [i, task] of tasks.entries()) {
          if (await repo.findSame(tx, keyOf(task), task.taskId)) throw duplicate(tasks.length, i);
          const box = await repo.box(tx, task.containerNumber);
          const row: NewItvTask = {
            containerId: box?.id ?? null,
            containerNumber: task.containerNumber,
            size: box?.size ?? null,
            trailer: task.trailer,
            taskType: task.taskType,
            fromLocation: task.fromLocation,
            toLocation: task.toLocation,
            toLocationDetails: task.toLocationDetails || null,
            createdBy: actor.id,
          };
          if (task.taskId === undefined) created.push(row);
          else {
            const { createdBy: _, ...changes } = row;
            if (!(await repo.update(tx, task.taskId, changes)))
              throw notFound(TASK_MESSAGES.notFound(task.taskId));
            edited.push(task.taskId);
          }
        }
        const createdIds = await repo.insert(tx, created);
        const all = [...createdIds, ...edited];
        await writeAudits(
          tx,
          all.map((id) => ({
            userId: actor.id,
            action: createdIds.includes(id) ? 'create' : 'update',
            entity: 'itv-task',
            entityId: String(id),
          })),
        );
        return all;
      });
      return repo.byIds(db, ids);
    },

    async remove(actor: Actor, ids: number[]) {
      return db.transaction(async (tx) => {
        const count = await repo.remove(tx, ids);
        await writeAudits(
          tx,
          ids.map((id) => ({
            userId: actor.id,
            action: 'delete',
            entity: 'itv-task',
            entityId: String(id),
          })),
        );
        return { status: 'success' as const, count };
      });
    },
  };
}

export type ItvTasksService = ReturnType<typeof createItvTasksService>;

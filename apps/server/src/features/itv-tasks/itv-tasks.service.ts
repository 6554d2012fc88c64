import type { Itv } from '@yardline/domain/machines/itv.schema';
import type {
  ItvTask,
  ItvTasksPage,
  ItvTasksQuery,
  ItvTaskValues,
} from '@yardline/domain/tasks/itv-task.schema';
import { itvTaskProblem, TASK_MESSAGES, TASK_TYPES } from '@yardline/domain/tasks/task-rules';
import { writeAudits } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../platform/http/http-error.ts';
import type { SessionUser } from '../../platform/session/session.service.ts';
import type { ItvsService } from '../itvs/index.ts';
import { checkRows, findKey, saveRows, type TaskKind } from '../tasks/index.ts';
import { type NewItvTask, itvTasksRepository as repo } from './itv-tasks.repository.ts';

type Actor = Pick<SessionUser, 'id'>;

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

    async find(key: Parameters<typeof findKey>[0] & { exceptId?: number }) {
      return { task: (await repo.findSame(db, findKey(key), key.exceptId)) ?? null };
    },

    types: () => [...TASK_TYPES],

    /** Every ITV, by number (the form's trailer choice). */
    async itvs(): Promise<Itv[]> {
      return (await deps.itvs.list({ skip: 1, limit: 500 })).itvs;
    },

    async save(actor: Actor, tasks: ItvTaskValues[]): Promise<ItvTask[]> {
      const rules: TaskKind<ItvTaskValues, NewItvTask> = {
        lockScope: 'itv-task',
        duplicateMessage: TASK_MESSAGES.duplicateItv,
        problem: itvTaskProblem,
        findSame: repo.findSame,
        insert: repo.insert,
        async row(tx, task) {
          const box = await repo.box(tx, task.containerNumber);
          return {
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
        },
        update: (tx, id, { createdBy: _, ...changes }) => repo.update(tx, id, changes),
      };
      checkRows(rules, tasks);
      const ids = await db.transaction(async (tx) => {
        const { created, edited } = await saveRows(tx, rules, tasks);
        const all = [...created, ...edited];
        await writeAudits(
          tx,
          all.map((id) => ({
            userId: actor.id,
            action: created.includes(id) ? 'create' : 'update',
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

import { RecordId } from '@yardline/domain/common/record-id';
import { Itv } from '@yardline/domain/machines/itv.schema';
import {
  FindItvTaskQuery,
  FoundItvTask,
  ItvTask,
  ItvTasksPage,
  ItvTasksQuery,
  SavedItvTasks,
  SaveItvTasksBody,
} from '@yardline/domain/tasks/itv-task.schema';
import { CountAnswer, TaskIdsQuery } from '@yardline/domain/tasks/task.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/access.ts';
import { TASKS_MANAGE, TASKS_READ } from '../tasks/index.ts';
import type { ItvTasksService } from './itv-tasks.service.ts';

const tags = ['itv-tasks'];

/** The ITV Tasks tab's calls: the same rights as the Tasks tab (doc 3 §6). */
export const itvTasksRoutes: FastifyPluginAsyncZod<{ itvTasks: ItvTasksService }> = async (
  app,
  { itvTasks },
) => {
  app.get(
    '/rest/itv-tasks',
    {
      config: { access: TASKS_READ },
      schema: {
        tags,
        description:
          "ITV tasks: searchText (terms joined by '&*'), skip (0-based), limit, includeCompleted.",
        querystring: ItvTasksQuery,
        response: { 200: ItvTasksPage },
      },
    },
    (request) => itvTasks.list(request.query),
  );
  app.get(
    '/rest/itv-tasks/types',
    { config: { access: TASKS_READ }, schema: { tags, response: { 200: z.array(z.string()) } } },
    () => itvTasks.types(),
  );
  app.get(
    '/rest/itv-tasks/itvs',
    {
      config: { access: TASKS_READ },
      schema: {
        tags,
        description: 'The ITVs an ITV task may be given to.',
        response: { 200: z.array(Itv) },
      },
    },
    () => itvTasks.itvs(),
  );
  app.get(
    '/rest/itv-tasks/find',
    {
      config: { access: TASKS_READ },
      schema: { tags, querystring: FindItvTaskQuery, response: { 200: FoundItvTask } },
    },
    (request) => itvTasks.find(request.query),
  );
  app.get(
    '/rest/itv-tasks/:id',
    {
      config: { access: TASKS_READ },
      schema: { tags, params: z.object({ id: RecordId }), response: { 200: ItvTask } },
    },
    (request) => itvTasks.byId(request.params.id),
  );
  app.post(
    '/rest/itv-tasks',
    {
      config: { access: TASKS_MANAGE },
      schema: {
        tags,
        description:
          'Saves ITV tasks (create without taskId, edit with it), all or none; 409 with the itv task duplicate message.',
        body: SaveItvTasksBody,
        response: { 200: SavedItvTasks },
      },
    },
    async (request) => ({
      status: 'success' as const,
      tasks: await itvTasks.save(sessionUser(request), request.body.tasks),
    }),
  );
  app.delete(
    '/rest/itv-tasks',
    {
      config: { access: TASKS_MANAGE },
      schema: {
        tags,
        description: 'Deletes ITV tasks (ids comma-joined).',
        querystring: TaskIdsQuery,
        response: { 200: CountAnswer },
      },
    },
    (request) => itvTasks.remove(sessionUser(request), request.query.ids),
  );
};

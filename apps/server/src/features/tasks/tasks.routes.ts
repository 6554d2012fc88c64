import { RecordId } from '@yardline/domain/common/record-id';
import { TextLine } from '@yardline/domain/common/text';
import { StoredFile } from '@yardline/domain/files/export';
import {
  CompleteAnswer,
  CountAnswer,
  FindTaskQuery,
  FoundTask,
  MoveTasksBody,
  SavedTasks,
  SaveTasksBody,
  Task,
  TaskBox,
  TaskBoxesQuery,
  TaskIdsBody,
  TaskIdsQuery,
  TaskMachineLocations,
  TaskOptions,
  TaskReportQuery,
  TasksExportQuery,
  TasksPage,
  TasksQuery,
} from '@yardline/domain/tasks/task.schema';
import { CardUploadAnswer, CardUploadFields } from '@yardline/domain/trailers/trailer-cards.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../platform/exports/send-file.ts';
import { IDEMPOTENT, IdempotencyHeaders } from '../../platform/idempotency/idempotency-headers.ts';
import { readUpload } from '../../platform/uploads/upload-reader.ts';
import { sessionUser } from '../../plugins/access.ts';
import type { TasksService } from './tasks.service.ts';

// Doc 3 §6: admin, operator and superadmin may manage tasks; doc 3 §1: creating, editing,
// deleting, completing, moving and uploading tasks are enterprise-only (a superadmin always may).
export const TASKS_READ = { area: 'tasks' } as const;
export const TASKS_MANAGE = {
  area: 'tasks',
  write: true,
  level: 'operator',
  enterprise: true,
} as const;

const tags = ['tasks'];
const CompleteBody = TaskIdsBody.extend({
  /** The machine that did the work (the handheld names it); else the task's own. */
  machine: TextLine.trim().max(60).optional(),
});

export const tasksRoutes: FastifyPluginAsyncZod<{ tasks: TasksService }> = async (
  app,
  { tasks },
) => {
  app.get(
    '/rest/tasks',
    {
      config: { access: TASKS_READ },
      schema: {
        tags,
        description:
          "Tasks: searchText (terms joined by '&*', each must match), skip (0-based: (page-1)·size), " +
          'limit, includeCompleted, sortBy, sortOrder; machine narrows to one machine’s queue.',
        querystring: TasksQuery,
        response: { 200: TasksPage },
      },
    },
    (request) => tasks.list(request.query),
  );

  app.get(
    '/rest/tasks/export',
    {
      config: { access: TASKS_READ },
      schema: {
        tags,
        description:
          'Tasks generated from `from` to `to` (default the current day) of the machines, delivery ' +
          'modes and task types given (comma lists), ALL, Pending or Completed, as .xlsx or .csv ' +
          'through the shared export module, from skip (1-based), limit rows or to the end.',
        querystring: TasksExportQuery,
        response: { 200: StoredFile },
      },
    },
    (request) => tasks.export(sessionUser(request), request.query),
  );

  app.get(
    '/rest/tasks/report',
    {
      config: { access: TASKS_READ },
      schema: {
        tags,
        description:
          'Downloads a tasks report by its name (reportName: the last segment of the path the ' +
          "export answered): the user's newest one of that name, kept for a day.",
        querystring: TaskReportQuery,
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, await tasks.report(sessionUser(request), request.query.reportName)),
  );

  app.get(
    '/rest/tasks/machine-locations',
    {
      config: { access: TASKS_READ },
      schema: {
        tags,
        description:
          'The machine map of the Tasks screen: each machine with its status, lastDataReceived ' +
          'and position (null if it never reported).',
        response: { 200: TaskMachineLocations },
      },
    },
    async () => ({ locations: await tasks.machineLocations() }),
  );

  app.get(
    '/rest/tasks/types',
    {
      config: { access: TASKS_READ },
      schema: { tags, response: { 200: z.array(z.string()) } },
    },
    async () => (await tasks.options()).taskTypes,
  );

  app.get(
    '/rest/tasks/options',
    {
      config: { access: TASKS_READ },
      schema: {
        tags,
        description:
          'What the task form offers: task types, delivery modes, destinations (Slot, Trailer, ' +
          'Wagon and the TASK_TO_LOCATION zones), yard zones and machines.',
        response: { 200: TaskOptions },
      },
    },
    () => tasks.options(),
  );

  app.get(
    '/rest/tasks/containers',
    {
      config: { access: TASKS_READ },
      schema: {
        tags,
        description:
          'Container autocomplete: boxes in the yard whose number starts with query, or every box ' +
          'of an IGM:Item (igmItem=IGM:ITEM).',
        querystring: TaskBoxesQuery,
        response: { 200: z.array(TaskBox) },
      },
    },
    (request) => tasks.boxes(request.query),
  );

  app.get(
    '/rest/tasks/find',
    {
      config: { access: TASKS_READ },
      schema: {
        tags,
        description: 'The open task with this container number, task type, from and to, if any.',
        querystring: FindTaskQuery,
        response: { 200: FoundTask },
      },
    },
    (request) => tasks.find(request.query),
  );

  app.get(
    '/rest/tasks/:id',
    {
      config: { access: TASKS_READ },
      schema: { tags, params: z.object({ id: RecordId }), response: { 200: Task } },
    },
    (request) => tasks.byId(request.params.id),
  );

  app.post(
    '/rest/tasks',
    {
      config: { access: TASKS_MANAGE },
      schema: {
        tags,
        description:
          'Saves tasks: those without taskId are created, the others edited, all or none. ' +
          'bulk: every row must be filled. 409 with doc 3 §5’s message for a duplicate, and ' +
          '(code SLOT_HELD) for a destination slot another task or plan holds or another box ' +
          'stands in: an open task holds its slot until it is completed, re-targeted or deleted.',
        body: SaveTasksBody,
        response: { 200: SavedTasks },
      },
    },
    async (request) => ({
      status: 'success' as const,
      tasks: await tasks.save(sessionUser(request), request.body),
    }),
  );

  app.post(
    '/rest/tasks/upload',
    {
      config: { access: TASKS_MANAGE },
      schema: {
        tags,
        description:
          'multipart/form-data with `file` (.xlsx or .csv; headings Container number, Task type, ' +
          'Delivery mode, From location, To location, optional To location details and Assigned ' +
          'machine) and `user`. Every row is saved or, when any row is refused, none; refusals ' +
          'are listed by line.',
        response: { 200: CardUploadAnswer },
      },
    },
    async (request) => {
      const upload = await readUpload(request, CardUploadFields);
      return tasks.upload(sessionUser(request), upload.sheet);
    },
  );

  app.post(
    '/rest/tasks/complete',
    {
      config: { access: TASKS_MANAGE },
      schema: {
        tags,
        description:
          'Completes tasks (ids comma-joined), each moving its box through the slot ledger in ' +
          'the same transaction; a move the ledger refuses leaves its task pending with the reason.' +
          IDEMPOTENT,
        body: CompleteBody,
        headers: IdempotencyHeaders,
        response: { 200: CompleteAnswer },
      },
    },
    (request) =>
      tasks.complete(
        sessionUser(request),
        request.body.ids,
        request.body.machine,
        request.headers['idempotency-key'],
      ),
  );

  app.post(
    '/rest/tasks/:id/shifts',
    {
      config: { access: TASKS_MANAGE },
      schema: {
        tags,
        description:
          'Creates the shifting tasks of a task whose box has boxes standing on it: one Shifting ' +
          'task per box on top (none twice), top box first, each to a slot the planning engine ' +
          'chooses out of the stack, for the same machine, linked to the task (parentTaskId, ' +
          'shiftOrder). All or none; answers them in order. 409 when the task is completed, its ' +
          'box is not in the yard, nothing needs shifting or the yard has no room.',
        params: z.object({ id: RecordId }),
        response: { 200: SavedTasks },
      },
    },
    async (request) => ({
      status: 'success' as const,
      tasks: await tasks.createShifts(
        sessionUser(request),
        request.params.id,
        // Where the clerk or the driver asked from, as the ledger's calls say it.
        request.headers.pagepath?.toString().includes('handheld') ? 'handheld' : 'tasks',
      ),
    }),
  );

  app.post(
    '/rest/tasks/move',
    {
      config: { access: TASKS_MANAGE },
      schema: {
        tags,
        description: 'Assigns open tasks (taskIds comma-joined) to another machine.',
        body: MoveTasksBody,
        response: { 200: CountAnswer },
      },
    },
    (request) => tasks.move(sessionUser(request), request.body.taskIds, request.body.toMachine),
  );

  app.delete(
    '/rest/tasks',
    {
      config: { access: TASKS_MANAGE },
      schema: {
        tags,
        description: 'Deletes tasks (ids comma-joined).',
        querystring: TaskIdsQuery,
        response: { 200: CountAnswer },
      },
    },
    (request) => tasks.remove(sessionUser(request), request.query.ids),
  );
};

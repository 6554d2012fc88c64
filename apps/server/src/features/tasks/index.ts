import fp from 'fastify-plugin';
import { every } from '../../platform/system/every.ts';
import { tasksRoutes } from './tasks.routes.ts';
import { createTasksService, type TasksService } from './tasks.service.ts';

export { renameMachineOnTasks } from './machine-renamed.ts';
export { insertTasks, type NewTask } from './task-insert.repository.ts';
export { checkRows, findKey, saveRows, type TaskKind } from './task-save.ts';
export { TASKS_MANAGE, TASKS_READ } from './tasks.routes.ts';
export type { TasksService } from './tasks.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tasks for the yard's machines; the gate asks it which machine a gate-in's task gets. */
    tasks: TasksService;
  }
}

export const tasksPlugin = fp(
  async (app) => {
    const tasks = createTasksService({
      db: app.database.db,
      ledger: app.ledger,
      slots: app.slotSuggestion,
      events: app.events,
      machines: app.machines,
      allocations: app.allocations,
      exports: app.exports,
      files: app.files,
    });
    app.decorate('tasks', tasks);
    every(app, 'Folding the task lists day counts', 60_000, tasks.foldCounts);
    await app.register(tasksRoutes, { tasks });
  },
  {
    name: 'tasks',
    dependencies: [
      'events',
      'exports',
      'uploads',
      'ledger',
      'slot-suggestion',
      'machines',
      'allocations',
    ],
  },
);

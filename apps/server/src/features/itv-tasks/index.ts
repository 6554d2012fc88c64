import fp from 'fastify-plugin';
import { itvTasksRoutes } from './itv-tasks.routes.ts';
import { createItvTasksService } from './itv-tasks.service.ts';

export const itvTasksPlugin = fp(
  async (app) => {
    await app.register(itvTasksRoutes, {
      itvTasks: createItvTasksService({ db: app.database.db, itvs: app.itvs }),
    });
  },
  { name: 'itv-tasks', dependencies: ['itvs', 'tasks'] },
);

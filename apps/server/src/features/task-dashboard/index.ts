import fp from 'fastify-plugin';
import { taskDashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

export const taskDashboardPlugin = fp(
  async (app) => {
    await app.register(taskDashboardRoutes, {
      dashboard: createDashboardService({
        db: app.database.db,
        shifts: app.shifts,
        exports: app.exports,
      }),
    });
  },
  { name: 'task-dashboard', dependencies: ['exports', 'shifts'] },
);

import { DashboardData, DashboardQuery } from '@yardline/domain/tasks/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DashboardService } from './dashboard.service.ts';

export const taskDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/rest/dashboard/machines',
    {
      config: { access: { area: 'dashboard' } },
      schema: {
        tags: ['dashboard'],
        description:
          'The task dashboard: productive and waste moves per machine and day (from the ledger’s ' +
          'movements) and completed tasks per machine, for period day, week, month or custom ' +
          '(from, to; default today until the next midnight) and an optional shift id.',
        querystring: DashboardQuery,
        response: { 200: DashboardData },
      },
    },
    (request) => dashboard.machines(request.query),
  );
};

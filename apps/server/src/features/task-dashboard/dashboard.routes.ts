import { StoredFile } from '@yardline/domain/files/export';
import { DashboardData, DashboardQuery } from '@yardline/domain/tasks/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/access.ts';
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

  app.get(
    '/rest/dashboard/exportXls',
    {
      config: { access: { area: 'dashboard' } },
      schema: {
        tags: ['dashboard'],
        description:
          'The dashboard’s machine movements (a row per machine and day: productive, waste and ' +
          'total moves) for the same period and shift as `/rest/dashboard/machines`, written as ' +
          '.xlsx through the shared export module; answers the stored file to download.',
        querystring: DashboardQuery,
        response: { 200: StoredFile },
      },
    },
    (request) => dashboard.exportXls(sessionUser(request).id, request.query),
  );
};

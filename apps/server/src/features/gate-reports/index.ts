import fp from 'fastify-plugin';
import { gateReportsRoutes } from './gate-reports.routes.ts';
import { createGateReportsService } from './gate-reports.service.ts';

export const gateReportsPlugin = fp(
  async (app) => {
    await app.register(gateReportsRoutes, {
      reports: createGateReportsService({ db: app.database.db, exports: app.exports }),
    });
  },
  { name: 'gate-reports', dependencies: ['exports'] },
);

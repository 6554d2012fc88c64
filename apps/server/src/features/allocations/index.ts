import fp from 'fastify-plugin';
import { allocationsRoutes } from './allocations.routes.ts';
import { createAllocationsService } from './allocations.service.ts';

export const allocationsPlugin = fp(
  async (app) => {
    await app.register(allocationsRoutes, {
      allocations: createAllocationsService({ db: app.database.db }),
    });
  },
  { name: 'allocations' },
);

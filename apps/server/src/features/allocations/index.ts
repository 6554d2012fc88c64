import fp from 'fastify-plugin';
import { allocationsRoutes } from './allocations.routes.ts';
import { type AllocationsService, createAllocationsService } from './allocations.service.ts';

export type { AllocationsService } from './allocations.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The machine-to-area Gantt: which machine works which area when. */
    allocations: AllocationsService;
  }
}

export const allocationsPlugin = fp(
  async (app) => {
    const allocations = createAllocationsService({ db: app.database.db });
    app.decorate('allocations', allocations);
    await app.register(allocationsRoutes, { allocations });
  },
  { name: 'allocations' },
);

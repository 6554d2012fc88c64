import fp from 'fastify-plugin';
import { itvsRoutes } from './itvs.routes.ts';
import { createItvsService, type ItvsService } from './itvs.service.ts';

export type { ItvsService } from './itvs.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** In-yard trucks (ITVs) and where they are. */
    itvs: ItvsService;
  }
}

export const itvsPlugin = fp(
  async (app) => {
    const itvs = createItvsService({ db: app.database.db, events: app.events });
    app.decorate('itvs', itvs);
    await app.register(itvsRoutes, { itvs });
  },
  { name: 'itvs', dependencies: ['events'] },
);

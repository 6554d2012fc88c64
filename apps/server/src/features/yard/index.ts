import fp from 'fastify-plugin';
import { yardRoutes } from './yard.routes.ts';
import { createYardService } from './yard.service.ts';

export const yardPlugin = fp(
  async (app) => {
    await app.register(yardRoutes, { yard: createYardService({ db: app.database.db }) });
  },
  { name: 'yard' },
);

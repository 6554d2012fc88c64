import fp from 'fastify-plugin';
import { yardLocationsRoutes } from './yard-locations.routes.ts';
import { createYardLocationsService } from './yard-locations.service.ts';

export const yardLocationsPlugin = fp(
  async (app) => {
    await app.register(yardLocationsRoutes, {
      locations: createYardLocationsService({ db: app.database.db }),
    });
  },
  { name: 'yard-locations' },
);

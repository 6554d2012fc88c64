import fp from 'fastify-plugin';
import { chaRoutes } from './cha.routes.ts';
import { createChaService } from './cha.service.ts';

export { countVehicle } from './vehicle-allowance.repository.ts';

export const chaPlugin = fp(
  async (app) => {
    await app.register(chaRoutes, {
      cha: createChaService({ db: app.database.db, events: app.events }),
    });
  },
  { name: 'cha', dependencies: ['events'] },
);

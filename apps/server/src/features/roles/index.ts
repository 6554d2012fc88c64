import fp from 'fastify-plugin';
import { rolesRoutes } from './roles.routes.ts';
import { createRolesService, type RolesService } from './roles.service.ts';

export type { RolesService, StoredRole } from './roles.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Roles and their permission flags. */
    roles: RolesService;
  }
}

export const rolesPlugin = fp(
  async (app) => {
    const roles = createRolesService({ db: app.database.db, log: app.log, events: app.events });
    app.decorate('roles', roles);
    await app.register(rolesRoutes, { roles });
  },
  { name: 'roles', dependencies: ['events'] },
);

import fp from 'fastify-plugin';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

export const usersPlugin = fp(
  async (app) => {
    await app.register(usersRoutes, {
      users: createUsersService({
        db: app.database.db,
        roles: app.roles,
        sessions: app.sessions,
        passwordStrictness: async () => (await app.metadata.get()).passwordStrictness,
      }),
    });
  },
  { name: 'users', dependencies: ['session', 'metadata', 'roles'] },
);

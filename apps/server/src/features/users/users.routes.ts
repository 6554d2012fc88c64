import { OneBasedPage } from '@yardline/domain/common/paging';
import { RecordId } from '@yardline/domain/common/record-id';
import { User, UserInput, UsersPage } from '@yardline/domain/users/user.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/access.ts';
import type { UsersService } from './users.service.ts';

// The Users screen: admin and superadmin (doc 3 §6); changes need create/update/delete.
const READ = { area: 'users' } as const;
const CHANGE = { area: 'users', write: true } as const;
const byId = z.object({ id: RecordId });

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/rest/users',
    {
      config: { access: READ },
      schema: { tags: ['users'], querystring: OneBasedPage, response: { 200: UsersPage } },
    },
    (request) => users.list(sessionUser(request), request.query),
  );

  app.post(
    '/rest/users',
    {
      config: { access: CHANGE },
      schema: { tags: ['users'], body: UserInput, response: { 200: User } },
    },
    (request) => users.create(sessionUser(request), request.body),
  );

  app.put(
    '/rest/users/:id',
    {
      config: { access: CHANGE },
      schema: { tags: ['users'], params: byId, body: UserInput, response: { 200: User } },
    },
    (request) => users.update(sessionUser(request), request.params.id, request.body),
  );

  app.delete(
    '/rest/users/:id',
    {
      config: { access: CHANGE },
      schema: { tags: ['users'], params: byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await users.remove(sessionUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

import { PermissionRecord, RoleName } from '@yardline/domain/auth/permissions';
import { isAdmin, sameRoleName } from '@yardline/domain/auth/roles';
import { OneBasedPage } from '@yardline/domain/common/paging';
import { RecordId } from '@yardline/domain/common/record-id';
import { PermissionsUpdate, Role, RoleInput, RolesPage } from '@yardline/domain/users/role.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../platform/http/http-error.ts';
import { sessionUser } from '../../plugins/access.ts';
import type { RolesService } from './roles.service.ts';

// The Users screen's Roles and Role Permissions tabs: admin and superadmin (doc 3 §6).
const READ = { area: 'users' } as const;
const CHANGE = { area: 'users', write: true } as const;
const byId = z.object({ id: RecordId });

export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (
  app,
  { roles },
) => {
  app.get(
    '/rest/roles/:name',
    {
      config: { access: 'session' },
      schema: {
        tags: ['roles'],
        params: z.object({ name: RoleName }),
        response: { 200: PermissionRecord },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { name } = request.params;
      // Users read their own role's record; admins read any.
      if (!isAdmin(user.roleKey) && !sameRoleName(name, user.role)) {
        throw forbidden();
      }
      const record = await roles.permissionRecord(name);
      if (!record) throw notFound(`Role ${name} does not exist`);
      return record;
    },
  );

  app.get(
    '/rest/roles',
    {
      config: { access: READ },
      schema: { tags: ['roles'], querystring: OneBasedPage, response: { 200: RolesPage } },
    },
    (request) => roles.page(request.query),
  );

  app.post(
    '/rest/roles',
    {
      config: { access: CHANGE },
      schema: { tags: ['roles'], body: RoleInput, response: { 200: Role } },
    },
    (request) => roles.create(sessionUser(request), request.body.name),
  );

  app.put(
    '/rest/roles/:id',
    {
      config: { access: CHANGE },
      schema: { tags: ['roles'], params: byId, body: RoleInput, response: { 200: Role } },
    },
    (request) => roles.rename(sessionUser(request), request.params.id, request.body.name),
  );

  app.delete(
    '/rest/roles/:id',
    {
      config: { access: CHANGE },
      schema: { tags: ['roles'], params: byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await roles.remove(sessionUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/rest/permissions',
    {
      config: { access: READ },
      schema: { tags: ['roles'], response: { 200: z.array(PermissionRecord) } },
    },
    () => roles.records(),
  );

  app.put(
    '/rest/permissions/:id',
    {
      config: { access: CHANGE },
      schema: {
        tags: ['roles'],
        params: byId,
        body: PermissionsUpdate,
        response: { 200: PermissionRecord },
      },
    },
    (request) => roles.updatePermissions(sessionUser(request), request.params.id, request.body),
  );
};

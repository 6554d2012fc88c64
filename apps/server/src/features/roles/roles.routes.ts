import { PermissionRecord, RoleName } from '@yardline/domain/auth/permissions';
import { isAdmin, sameRoleName } from '@yardline/domain/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../http/http-error.ts';
import { sessionUser } from '../../plugins/access.ts';
import type { RolesService } from './roles.service.ts';

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
};

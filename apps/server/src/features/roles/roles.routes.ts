import {
  effectivePermissions,
  PermissionRecord,
  RoleName,
} from '@yardline/domain/auth/permissions';
import { isAdmin, roleKey } from '@yardline/domain/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../http/http-error.ts';
import { sessionUser } from '../../plugins/access.ts';
import type { RolesRepository } from './roles.repository.ts';

export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesRepository }> = async (
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
      if (!isAdmin(user.role) && roleKey(name) !== roleKey(user.role)) {
        throw forbidden();
      }
      const role = await roles.findByName(name);
      if (!role) throw notFound(`Role ${name} does not exist`);
      return {
        roleId: role.id,
        role: role.name,
        adminCreated: role.adminCreated,
        ...effectivePermissions(role.name, role.flags),
      };
    },
  );
};

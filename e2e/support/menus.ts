import type { PermissionOverrides } from '@yardline/domain/auth/permissions';
import { effectivePermissions } from '@yardline/domain/auth/permissions';
import type { RoleKey } from '@yardline/domain/auth/roles';
import { visibleScreens } from '../../apps/web/src/app/menu.ts';

/**
 * The side menu a user of the role should see: the screen registry's menu items the role's
 * permissions open (its defaults, with the flags stored for the role on top), in menu order.
 */
export const expectedMenu = (roleKey: RoleKey, stored?: PermissionOverrides): string[] =>
  visibleScreens({ roleKey, permissions: effectivePermissions(roleKey, stored) }).map(
    (screen) => screen.menu.label,
  );

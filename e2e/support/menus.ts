import type { PermissionOverrides } from '@yardline/domain/auth/permissions';
import { effectivePermissions } from '@yardline/domain/auth/permissions';
import type { RoleKey } from '@yardline/domain/auth/roles';
import { DEFAULT_METADATA, type Metadata } from '@yardline/domain/metadata/metadata.schema';
import { visibleScreens } from '../../apps/web/src/app/menu.ts';

/**
 * The side menu a user of the role should see: the screen registry's menu items the role's
 * permissions open (its defaults, with the flags stored for the role on top) and the terminal's
 * settings switch on, in menu order.
 */
export const expectedMenu = (
  roleKey: RoleKey,
  stored?: PermissionOverrides,
  settings: Partial<Metadata> = {},
): string[] =>
  visibleScreens(
    { roleKey, permissions: effectivePermissions(roleKey, stored) },
    { ...DEFAULT_METADATA, ...settings },
  ).map((screen) => screen.menu.label);

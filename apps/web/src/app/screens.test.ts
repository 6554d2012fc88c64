import { decide } from '@yardline/domain/auth/can';
import { defaultPermissions } from '@yardline/domain/auth/permissions';
import { BUILT_IN_ROLES, type BuiltInRole } from '@yardline/domain/auth/roles';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { enterpriseAliasRoutes } from './enterprise-aliases.tsx';
import { MENU_SCREENS, selectedScreens, visibleScreens } from './menu.ts';
import { appRoutes } from './routes.tsx';
import { addresses, isPublicPath, SCREENS } from './screens.ts';

const user = (roleKey: BuiltInRole) => ({ roleKey, permissions: defaultPermissions(roleKey) });
const labels = (role: BuiltInRole) =>
  visibleScreens(user(role), DEFAULT_METADATA).map((screen) => screen.menu.label);

/** The built-in roles whose menu has the item `label` (which must be a menu item). */
function seenBy(label: string): BuiltInRole[] {
  expect(MENU_SCREENS.map((screen) => screen.menu.label)).toContain(label);
  return BUILT_IN_ROLES.filter((role) => labels(role).includes(label));
}

/** Every route below `routes`, with the routes it sits in. */
function flatten(routes: RouteObject[], parents: RouteObject[] = []) {
  return routes.flatMap((route): { route: RouteObject; parents: RouteObject[] }[] => [
    { route, parents },
    ...flatten(route.children ?? [], [...parents, route]),
  ]);
}
const routes = flatten(appRoutes);
const shell = appRoutes[0]?.children?.find((route) => !route.path && route.children);

describe('the screen registry', () => {
  it('gives each address to one screen only', () => {
    const all = SCREENS.flatMap((screen) => [
      ...addresses(screen),
      ...(screen.enterpriseAliases ?? []),
    ]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('makes a route for every address of every built screen, inside the shell (checks and all) for shell and lane screens', () => {
    for (const screen of SCREENS) {
      for (const path of addresses(screen)) {
        const found = routes.filter(({ route }) => route.path === path);
        if (!screen.page) {
          expect(found, path).toEqual([]);
          continue;
        }
        expect(found, path).toHaveLength(1);
        expect(found[0]?.route.handle, path).toBe(screen);
        const inShell = found[0]?.parents.includes(shell ?? {}) ?? false;
        expect(inShell, path).toBe(['shell', 'lane'].includes(screen.frame ?? 'shell'));
      }
    }
  });

  it('redirects every /enterprise/… alias to its screen’s short route', () => {
    const expected = SCREENS.flatMap((screen) =>
      (screen.enterpriseAliases ?? []).map((alias) => [alias, screen.path]),
    );
    expect(expected).toContainEqual(['/enterprise/dashboard', '/dashboard']);
    const made = enterpriseAliasRoutes.map((route) => [
      route.path,
      (route.element as { props: { to: string } }).props.to,
    ]);
    expect(made).toEqual(expected);
    for (const [alias] of expected) {
      expect(routes.filter(({ route }) => route.path === alias)).toHaveLength(1);
    }
  });

  it('puts the built screens with a menu item in the menu, in registry order', () => {
    expect(MENU_SCREENS.map((screen) => screen.path)).toEqual(
      SCREENS.filter((screen) => screen.page && screen.menu).map((screen) => screen.path),
    );
    expect(MENU_SCREENS[0]?.menu.label).toBe('Home');
  });

  it('shows each role exactly the menu screens its default permissions open', () => {
    for (const role of BUILT_IN_ROLES) {
      // The rule the server applies to a route that asks the screen's area, level and write.
      const opens = MENU_SCREENS.filter(
        ({ area, level, write }) => decide({ area, level, write }, user(role), true) === 'allowed',
      );
      expect(labels(role), role).toEqual(opens.map((screen) => screen.menu.label));
    }
  });

  it('follows the spec on who sees which screen', () => {
    // Everyone has a home; the kiosk account sees nothing else (doc 3 §6: nearly everything hidden).
    expect(seenBy('Home')).toEqual(BUILT_IN_ROLES);
    expect(labels('kiosk')).toEqual(['Home']);
    // Doc 2 §6: the inventory needs inventoryVisible and the superadmin role.
    expect(seenBy('Inventory')).toEqual(['superadmin']);
    // Doc 3 §6: users are admin and superadmin only; operators have the ITV menu hidden.
    expect(seenBy('Users')).toEqual(['superadmin', 'admin']);
    expect(seenBy('ITVs')).toEqual(['superadmin', 'admin']);
    expect(seenBy('Machine shifts')).toEqual(['superadmin', 'admin', 'operator']);
    expect(seenBy('Task Dashboard')).toEqual(['superadmin', 'admin', 'manager']);
    // Doc 2 §6: OCR differences are the gate admin's (superadmin or crudEnabled), not a clerk's.
    expect(seenBy('Gate')).toEqual(['superadmin', 'admin', 'gateinuser', 'gateoutuser']);
    expect(seenBy('Smart Gate')).toEqual(seenBy('Gate'));
    expect(seenBy('OCR Differences')).toEqual(['superadmin', 'admin']);
    // The yard's set-up is an admin's.
    expect(seenBy('Gate Readers')).toEqual(['superadmin', 'admin']);
    expect(seenBy('Yard Location')).toEqual(['superadmin', 'admin']);
    // Off in the spec's defaults until a role's permission record turns them on.
    expect(seenBy('Device Logs')).toEqual(['superadmin']);
    expect(seenBy('CHA Vehicles')).toEqual([]);
  });

  it('highlights items by the path’s last segment', () => {
    const lit = (pathname: string) => selectedScreens(pathname).map((screen) => screen.path);
    expect(lit('/main/')).toEqual(['/main']);
    expect(lit('/configure')).toEqual(['/planning']);
    expect(lit('/planning')).toEqual(['/planning']);
    expect(lit('/enterprise/dashboard/lists/machines')).toEqual(['/machines']);
    // Doc 3 §2: "machines or allocations highlights machines".
    expect(lit('/allocations')).toEqual(['/machines', '/allocations']);
    expect(lit('/nowhere')).toEqual([]);
  });

  it('knows the pages that need no login, built or not', () => {
    expect(isPublicPath('/kiosk')).toBe(true);
    expect(isPublicPath('/mobile-search/')).toBe(true);
    expect(isPublicPath('/403')).toBe(true);
    expect(isPublicPath('/main')).toBe(false);
    expect(isPublicPath('/change-password')).toBe(false);
  });
});

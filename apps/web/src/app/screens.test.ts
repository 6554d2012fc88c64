import { defaultPermissions } from '@yardline/domain/auth/permissions';
import type { BuiltInRole } from '@yardline/domain/auth/roles';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { enterpriseAliasRoutes } from './enterprise-aliases.tsx';
import { MENU_SCREENS, selectedScreen, visibleScreens } from './menu.ts';
import { appRoutes } from './routes.tsx';
import { addresses, isPublicPath, SCREENS } from './screens.ts';

const user = (roleKey: BuiltInRole) => ({ roleKey, permissions: defaultPermissions(roleKey) });

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

  it('makes a route for every address of every built screen, inside the shell when it has one', () => {
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
        expect(inShell, path).toBe((screen.frame ?? 'shell') === 'shell');
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
    expect(MENU_SCREENS.map((screen) => screen.menu.label)).toEqual([
      'Home',
      'Inventory',
      'Containers',
      'Planning',
      'Tasks',
      'Task Dashboard',
      'Handheld',
      'Trailers',
      'Machines',
      'Allocations',
      'Machine shifts',
      'ITVs',
      'Gate',
      'OCR Differences',
      'Gate Readers',
      'Device Logs',
      'CHA Vehicles',
      'Yard Location',
      'Users',
    ]);
  });

  it('shows each role only the screens of its areas', () => {
    const labels = (role: BuiltInRole) => visibleScreens(user(role)).map((s) => s.menu.label);
    // Doc 2 §6: the inventory needs inventoryVisible and the superadmin role.
    expect(labels('superadmin')).toEqual([
      'Home',
      'Inventory',
      'Containers',
      'Planning',
      'Tasks',
      'Task Dashboard',
      'Handheld',
      'Trailers',
      'Machines',
      'Allocations',
      'Machine shifts',
      'ITVs',
      'Gate',
      'OCR Differences',
      'Gate Readers',
      'Device Logs',
      'Yard Location',
      'Users',
    ]);
    expect(labels('admin')).toEqual([
      'Home',
      'Containers',
      'Planning',
      'Tasks',
      'Task Dashboard',
      'Handheld',
      'Trailers',
      'Machines',
      'Allocations',
      'Machine shifts',
      'ITVs',
      'Gate',
      'OCR Differences',
      'Gate Readers',
      'Yard Location',
      'Users',
    ]);
    // Doc 3 §6: operators have the ITV menu hidden.
    expect(labels('operator')).toEqual([
      'Home',
      'Containers',
      'Planning',
      'Tasks',
      'Handheld',
      'Trailers',
      'Machines',
      'Allocations',
      'Machine shifts',
    ]);
    // Doc 2 §6: OCR differences are the gate admin's (superadmin or crudEnabled), not a clerk's.
    expect(labels('gateinuser')).toEqual(['Home', 'Containers', 'Trailers', 'Gate']);
    expect(labels('manager')).toEqual(['Home', 'Task Dashboard']);
    expect(labels('kiosk')).toEqual(['Home']);
  });

  it('highlights an item by the path’s last segment', () => {
    expect(selectedScreen('/main/')?.path).toBe('/main');
    expect(selectedScreen('/configure')?.path).toBe('/planning');
    expect(selectedScreen('/planning')?.path).toBe('/planning');
    expect(selectedScreen('/enterprise/dashboard/lists/machines')?.path).toBe('/machines');
    expect(selectedScreen('/nowhere')).toBeUndefined();
  });

  it('knows the pages that need no login, built or not', () => {
    expect(isPublicPath('/kiosk')).toBe(true);
    expect(isPublicPath('/mobile-search/')).toBe(true);
    expect(isPublicPath('/403')).toBe(true);
    expect(isPublicPath('/main')).toBe(false);
    expect(isPublicPath('/change-password')).toBe(false);
  });
});

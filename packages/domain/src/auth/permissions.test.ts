import { describe, expect, it } from 'vitest';
import {
  defaultPermissions,
  effectivePermissions,
  PERMISSION_FLAGS,
  type Permissions,
} from './permissions.ts';

/** What each role sees, written out from doc 1 §6 and doc 3 §6 rather than derived. */
const visible = (...flags: (keyof Permissions)[]) =>
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, flags.includes(flag)]));

const MAIN = [
  'dashboardVisible',
  'tasksVisible',
  'containersVisible',
  'planningVisible',
  'machinesVisible',
  'trailersVisible',
  'itvVisible',
  'gateVisible',
  'reportsVisible',
] as const;

describe('defaultPermissions', () => {
  it('superadmin: everything by default, plus inventory and device logs', () => {
    expect(defaultPermissions('superadmin')).toEqual(
      visible(...MAIN, 'usersVisible', 'inventoryVisible', 'deviceLogVisible', 'crudEnabled'),
    );
  });

  it('admin: the defaults, users included', () => {
    expect(defaultPermissions('Admin')).toEqual(visible(...MAIN, 'usersVisible', 'crudEnabled'));
  });

  it('operator: no dashboard, inventory, gate, reports, itv or users', () => {
    expect(defaultPermissions('OPERATOR')).toEqual(
      visible(
        'tasksVisible',
        'containersVisible',
        'planningVisible',
        'machinesVisible',
        'trailersVisible',
        'crudEnabled',
      ),
    );
  });

  it('manager: dashboard and reports only, read-only', () => {
    expect(defaultPermissions('manager')).toEqual(visible('dashboardVisible', 'reportsVisible'));
  });

  it.each(['GateInUser', 'gate-out user', 'gate_in_user'])(
    '%s: containers, trailers and gate, read-only',
    (role) => {
      expect(defaultPermissions(role)).toEqual(
        visible('containersVisible', 'trailersVisible', 'gateVisible'),
      );
    },
  );

  it('kiosk: nothing, read-only', () => {
    expect(defaultPermissions('Kiosk')).toEqual(visible());
  });

  it('a custom role: the defaults without users', () => {
    expect(defaultPermissions('Yard Planner')).toEqual(visible(...MAIN, 'crudEnabled'));
  });
});

describe('effectivePermissions', () => {
  it('lets stored flags override the defaults, flag by flag', () => {
    const permissions = effectivePermissions('operator', {
      reportsVisible: true,
      crudEnabled: false,
    });
    expect(permissions.reportsVisible).toBe(true);
    expect(permissions.crudEnabled).toBe(false);
    expect(permissions.tasksVisible).toBe(true);
  });

  it('falls back to the defaults when nothing is stored', () => {
    expect(effectivePermissions('admin', null)).toEqual(defaultPermissions('admin'));
  });
});

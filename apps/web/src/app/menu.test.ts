import type { Principal } from '@yardline/domain/auth/can';
import { effectivePermissions } from '@yardline/domain/auth/permissions';
import type { BuiltInRole } from '@yardline/domain/auth/roles';
import { FEATURE_SWITCHES, type Feature } from '@yardline/domain/metadata/features';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import { describe, expect, it } from 'vitest';
import { canOpen, visibleScreens } from './menu.ts';
import { SCREENS } from './screens.ts';

// A superadmin given the CHA screen's flag (hidden by default) sees every menu item.
const superadmin: Principal = {
  roleKey: 'superadmin',
  permissions: effectivePermissions('superadmin', { chaVehiclesVisible: true }),
};
const roleUser = (role: BuiltInRole): Principal => ({
  roleKey: role,
  permissions: effectivePermissions(role),
});
const off = (feature: Feature) => ({ ...DEFAULT_METADATA, [FEATURE_SWITCHES[feature]]: false });
const menu = (settings = DEFAULT_METADATA, user = superadmin) =>
  visibleScreens(user, settings).map((screen) => screen.menu.label);
const screenAt = (path: string) => SCREENS.find((screen) => screen.path === path);

describe('the menu and the feature switches (doc 2 §6, doc 3 §6)', () => {
  it.each<[Feature, string[]]>([
    ['planningEngine', ['Planning']],
    ['chaVehicle', ['CHA Vehicles']],
    ['smartGate', ['Smart Gate', 'OCR Differences']],
    ['smartTransport', ['ITVs']],
    // A tab of the gate screen, not a menu item.
    ['dispatchTab', []],
  ])('switching %s off takes away %j, and nothing else', (feature, gone) => {
    const all = menu();
    expect(all).toEqual(expect.arrayContaining(gone));
    expect(menu(off(feature))).toEqual(all.filter((label) => !gone.includes(label)));
  });

  it('shows a switched-on feature only to the roles whose permissions show it', () => {
    // Doc 2 §6: planning needs planningVisible *and* the engine; doc 3 §6: chaVehicles its flag.
    expect(menu(DEFAULT_METADATA, roleUser('manager'))).not.toContain('Planning');
    expect(menu(DEFAULT_METADATA, roleUser('admin'))).not.toContain('CHA Vehicles');
    expect(menu(DEFAULT_METADATA, roleUser('operator'))).not.toContain('Smart Gate');
    expect(menu(DEFAULT_METADATA, roleUser('gateoutuser'))).toContain('Smart Gate');
    expect(menu(off('smartGate'), roleUser('gateoutuser'))).not.toContain('Smart Gate');
  });

  it('closes the screens of a switched-off feature, not only their menu items', () => {
    for (const path of ['/enterprise/gate', '/igate', '/igateout', '/ocr-differences']) {
      const screen = screenAt(path);
      expect(screen, path).toBeDefined();
      if (!screen) continue;
      expect(canOpen(superadmin, screen, DEFAULT_METADATA), path).toBe(true);
      expect(canOpen(superadmin, screen, off('smartGate')), path).toBe(false);
    }
    const planning = screenAt('/planning');
    expect(planning && canOpen(superadmin, planning, off('planningEngine'))).toBe(false);
    // The colour rules stay: a gate-in's slot still follows them with the planning engine off.
    const rules = screenAt('/configure');
    expect(rules && canOpen(superadmin, rules, off('planningEngine'))).toBe(true);
    // The manual gate stays: only its Dispatch tab follows its switch.
    const gate = screenAt('/gate');
    expect(gate && canOpen(superadmin, gate, off('smartGate'))).toBe(true);
  });

  it('gives the spec’s two gate menu routes to the smart gate and the manual gate (doc 2 §2)', () => {
    const labelAt = (path: string) => screenAt(path)?.menu?.label;
    expect([labelAt('/enterprise/gate'), labelAt('/gate')]).toEqual(['Smart Gate', 'Gate']);
    expect(screenAt('/gate')?.enterpriseAliases ?? []).not.toContain('/enterprise/gate');
  });
});

import { describe, expect, it } from 'vitest';
import { defaultPermissions } from '../auth/permissions.ts';
import { BUILT_IN_ROLES, type BuiltInRole } from '../auth/roles.ts';
import { canReceive, type LiveEvent } from './live-events.ts';

const at = '2026-11-23T10:00:00.000Z';
const moved: LiveEvent = {
  type: 'container.moved',
  at,
  data: { moves: [{ containerId: 1, number: 'X', from: null, to: 'A_01_01_1', shifting: false }] },
};
const layout: LiveEvent = { type: 'yard.layout-changed', at, data: { areas: ['A'] } };
const who = (role: BuiltInRole) => ({ roleKey: role, permissions: defaultPermissions(role) });

describe('canReceive', () => {
  it('sends box moves to the roles that see a screen with boxes, not to the kiosk', () => {
    const receivers = BUILT_IN_ROLES.filter((role) => canReceive(who(role), moved));
    expect(receivers).toEqual([
      'superadmin',
      'admin',
      'operator',
      'manager',
      'gateinuser',
      'gateoutuser',
    ]);
  });

  it('follows stored permission flags over the role defaults', () => {
    const none = { roleKey: null, permissions: { ...defaultPermissions('kiosk') } };
    expect(canReceive(none, moved)).toBe(false);
    expect(
      canReceive({ ...none, permissions: { ...none.permissions, tasksVisible: true } }, moved),
    ).toBe(true);
  });

  it('sends layout and role changes to every session', () => {
    const role: LiveEvent = { type: 'role.changed', at, data: { roleId: 3 } };
    expect(BUILT_IN_ROLES.every((key) => canReceive(who(key), layout))).toBe(true);
    expect(BUILT_IN_ROLES.every((key) => canReceive(who(key), role))).toBe(true);
  });

  it('checks a reload against the type it stands for, and refuses unknown types', () => {
    const reload = (of: string): LiveEvent => ({ type: 'reload', at, data: { of } });
    expect(canReceive(who('kiosk'), reload('container.moved'))).toBe(false);
    expect(canReceive(who('manager'), reload('container.moved'))).toBe(true);
    expect(canReceive(who('superadmin'), reload('no.such.type'))).toBe(false);
  });

  it('sends an OCR difference only to the roles that may write at the gate', () => {
    const difference: LiveEvent = {
      type: 'gate.ocr-difference',
      at,
      data: { gateId: 1, ocrRecordId: 2 },
    };
    const gateViewer = {
      roleKey: null,
      permissions: { ...defaultPermissions('kiosk'), gateVisible: true, crudEnabled: false },
    };
    expect(canReceive(gateViewer, difference)).toBe(false);
    expect(
      canReceive(
        { ...gateViewer, permissions: { ...gateViewer.permissions, crudEnabled: true } },
        difference,
      ),
    ).toBe(true);
    expect(canReceive(who('superadmin'), difference)).toBe(true);
  });

  it("sends an export's progress to the user who asked for it alone", () => {
    const progress: LiveEvent = {
      type: 'export.progress',
      at,
      data: { userId: 7, name: 'containers.xlsx', rows: 1000, total: 5000 },
    };
    expect(canReceive({ ...who('admin'), id: 7 }, progress)).toBe(true);
    expect(canReceive({ ...who('superadmin'), id: 8 }, progress)).toBe(false);
    expect(canReceive(who('superadmin'), progress)).toBe(false);
  });
});

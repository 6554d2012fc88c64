import { describe, expect, it } from 'vitest';
import { canSeeArea, canWrite, decide } from './can.ts';
import { defaultPermissions } from './permissions.ts';
import type { RoleKey } from './roles.ts';

const as = (roleKey: RoleKey, overrides = {}) => ({
  roleKey,
  permissions: { ...defaultPermissions(roleKey), ...overrides },
});

describe('decide', () => {
  it('lets anyone call a public route and any session a session route', () => {
    expect(decide('public', undefined, false)).toBe('allowed');
    expect(decide('session', undefined, false)).toBe('unauthenticated');
    expect(decide('session', as('kiosk'), false)).toBe('allowed');
  });

  it('refuses an area the role cannot see', () => {
    expect(decide({ area: 'gate' }, as('operator'), true)).toBe('forbidden');
    expect(decide({ area: 'gate' }, as('gateinuser'), true)).toBe('allowed');
  });

  it('lets a role that sees any one of several areas read what they all show', () => {
    const access = { area: ['machines', 'gate'] } as const;
    expect(decide(access, as('gateinuser'), true)).toBe('allowed');
    expect(decide(access, as('operator'), true)).toBe('allowed');
    expect(decide(access, as('manager'), true)).toBe('forbidden');
    expect(decide(access, as('kiosk'), true)).toBe('forbidden');
  });

  it('refuses writes without crudEnabled, except to a superadmin', () => {
    expect(decide({ area: 'gate', write: true }, as('gateinuser'), true)).toBe('forbidden');
    expect(canWrite(as('superadmin', { crudEnabled: false }))).toBe(true);
  });

  it('checks role levels: admin means superadmin or admin', () => {
    expect(decide({ level: 'admin' }, as('superadmin'), true)).toBe('allowed');
    expect(decide({ level: 'admin' }, as('admin'), true)).toBe('allowed');
    expect(decide({ level: 'admin' }, as('operator'), true)).toBe('forbidden');
    expect(decide({ level: 'operator' }, as('operator'), true)).toBe('allowed');
    expect(decide({ level: 'operator' }, as('manager'), true)).toBe('forbidden');
  });

  it('locks enterprise features unless the flag is set or the user is superadmin', () => {
    const access = { area: 'planning', enterprise: true } as const;
    expect(decide(access, as('admin'), false)).toBe('enterprise-locked');
    expect(decide(access, as('admin'), true)).toBe('allowed');
    expect(decide(access, as('superadmin'), false)).toBe('allowed');
  });

  it('locks edition-only features for everyone outside the enterprise edition', () => {
    const access = { area: 'inventory', enterprise: 'edition' } as const;
    expect(decide(access, as('superadmin'), false)).toBe('enterprise-locked');
    expect(decide(access, as('superadmin'), true)).toBe('allowed');
    expect(decide(access, as('admin'), true)).toBe('forbidden');
  });
});

describe('role identity', () => {
  it('gives a custom role no built-in powers, whatever it is called', () => {
    // A custom role has no key: even with every flag on, no role level and no superadmin bypass.
    const custom = as(null, { inventoryVisible: true, crudEnabled: false });
    expect(decide({ level: 'operator' }, custom, true)).toBe('forbidden');
    expect(decide({ level: 'superadmin' }, custom, true)).toBe('forbidden');
    expect(canSeeArea(custom, 'inventory')).toBe(false);
    expect(canWrite(custom)).toBe(false);
    expect(decide({ area: 'planning', enterprise: true }, custom, false)).toBe('enterprise-locked');
  });
});

describe('canSeeArea', () => {
  it('shows inventory only to a superadmin, even with the flag', () => {
    expect(canSeeArea(as('superadmin'), 'inventory')).toBe(true);
    expect(canSeeArea(as('admin', { inventoryVisible: true }), 'inventory')).toBe(false);
  });

  it('shows users only to admin and superadmin, even to a custom role with the flag', () => {
    expect(canSeeArea(as('superadmin'), 'users')).toBe(true);
    expect(canSeeArea(as('admin'), 'users')).toBe(true);
    expect(canSeeArea(as('admin', { usersVisible: false }), 'users')).toBe(false);
    expect(canSeeArea(as(null, { usersVisible: true }), 'users')).toBe(false);
    expect(canSeeArea(as('operator', { usersVisible: true }), 'users')).toBe(false);
  });
});

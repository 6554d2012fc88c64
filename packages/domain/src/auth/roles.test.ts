import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_ROLES,
  builtInLookAlike,
  isAdmin,
  isOperatorLevel,
  isSuperAdmin,
  newRoleNameProblem,
  ROLE_DISPLAY_NAMES,
  sameRoleName,
} from './roles.ts';

describe('role levels', () => {
  it('come from the key alone', () => {
    expect(BUILT_IN_ROLES.filter(isSuperAdmin)).toEqual(['superadmin']);
    expect(BUILT_IN_ROLES.filter(isAdmin)).toEqual(['superadmin', 'admin']);
    expect(BUILT_IN_ROLES.filter(isOperatorLevel)).toEqual(['superadmin', 'admin', 'operator']);
    expect([isSuperAdmin(null), isAdmin(null), isOperatorLevel(undefined)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('role names', () => {
  it('compare case-insensitively, and only that', () => {
    expect(sameRoleName('GateInUser', 'gateinuser')).toBe(true);
    expect(sameRoleName(' Yard Planner ', 'YARD PLANNER')).toBe(true);
    expect(sameRoleName('Super Admin', 'SuperAdmin')).toBe(false);
  });

  it('find the built-in role a new name passes for', () => {
    for (const role of BUILT_IN_ROLES) {
      expect(builtInLookAlike(ROLE_DISPLAY_NAMES[role])).toBe(role);
    }
    expect(builtInLookAlike('Gate Out-User')).toBe('gateoutuser');
    expect(builtInLookAlike('Yard Planner')).toBeUndefined();
    expect(newRoleNameProblem('Super Admin')).toBe(
      'SuperAdmin is a built-in role: choose another name.',
    );
    expect(newRoleNameProblem('Planner')).toBeUndefined();
  });

  // Cyrillic а and о, Greek Α: each looks like the Latin letter it stands beside.
  it.each(['Аdmin helper', 'Yard Planner оne', 'ΑDMIN 2', 'Кіosk'])(
    'refuse %s, which mixes scripts whose letters pass for one another',
    (name) => {
      expect(newRoleNameProblem(name)).toMatch(/^A role name may not mix \w+ and \w+ letters/);
    },
  );

  it('find a built-in role spelled whole in look-alike letters of another script', () => {
    expect(builtInLookAlike('КІОЅК')).toBe('kiosk');
    expect(builtInLookAlike('ΚΙΟSΚ')).toBe('kiosk');
  });

  it.each([
    'Gate 東京',
    '東京ゲート係',
    'Yard 야드',
    'Yard योजना',
    'Склад',
    'Πύλη 2',
    'Night-shift 2',
  ])('accept %s: one script, or Latin with one that passes for none of its letters', (name) => {
    expect(newRoleNameProblem(name)).toBeUndefined();
  });
});

import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { ShiftInput } from '@yardline/domain/machines/shift.schema';
import { MASTER_LISTS } from '@yardline/domain/master/master-lists';
import { isStrongPassword } from '@yardline/domain/session/change-password';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from './demo-users.ts';
import { FIRST_SHIFTS, MASTER_DATA, PARENT_LIST } from './master-data.ts';
import { DEMO_CUSTOMERS, DEMO_LINERS, LESSOR_PREFIXES } from './reference-data.ts';
import { mulberry32, seededRandom } from './seeded-random.ts';

describe('reference data', () => {
  it('gives liners unique four-letter prefixes and distinct colours', () => {
    const prefixes = [...DEMO_LINERS.flatMap((l) => l.prefixes), ...LESSOR_PREFIXES];
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(prefix).toMatch(/^[A-Z]{3}U$/);
    const colours = DEMO_LINERS.map((l) => l.color.toLowerCase());
    expect(new Set(colours).size).toBe(colours.length);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(DEMO_LINERS.find((l) => l.name === 'Maersk')?.prefixes).toContain('MSKU');
  });

  it('has about 20 customers with unique names and codes', () => {
    expect(DEMO_CUSTOMERS.length).toBeGreaterThanOrEqual(18);
    expect(new Set(DEMO_CUSTOMERS.map((c) => c.name)).size).toBe(DEMO_CUSTOMERS.length);
    expect(new Set(DEMO_CUSTOMERS.map((c) => c.code)).size).toBe(DEMO_CUSTOMERS.length);
  });

  it('seeds every master list but the ones with tables of their own', () => {
    const ownTables = ['liners', 'customers', 'roles', 'yard-zones', 'yard-locations', 'shifts'];
    const expected = MASTER_LISTS.filter((l) => !ownTables.includes(l));
    expect(Object.keys(MASTER_DATA).sort()).toEqual([...expected].sort());
    for (const [list, entries] of Object.entries(MASTER_DATA)) {
      expect(entries.length, list).toBeGreaterThan(0);
      const names = entries.map((e) => e.name.toLowerCase());
      expect(new Set(names).size, list).toBe(names.length);
    }
  });

  it('points every activity at an existing group', () => {
    const groups = new Set(MASTER_DATA['activity-groups'].map((g) => g.name));
    expect(PARENT_LIST.activities).toBe('activity-groups');
    for (const activity of MASTER_DATA.activities)
      expect(groups.has(activity.parent ?? '')).toBe(true);
  });

  it('starts with valid shifts of unique names', () => {
    for (const shift of FIRST_SHIFTS) expect(ShiftInput.safeParse(shift).success).toBe(true);
    expect(new Set(FIRST_SHIFTS.map((s) => s.name)).size).toBe(FIRST_SHIFTS.length);
  });
});

describe('demo users', () => {
  it('has one user per built-in role with a strong password', () => {
    expect(DEMO_USERS.map((u) => u.role).sort()).toEqual([...BUILT_IN_ROLES].sort());
    for (const user of DEMO_USERS)
      expect(isStrongPassword(user.password), user.username).toBe(true);
  });
});

describe('seededRandom', () => {
  it('repeats for a seed and stays in range', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 100; i++) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    const random = seededRandom(1);
    for (let i = 0; i < 100; i++) {
      const n = random.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
    expect(random.weighted([['only', 1]])).toBe('only');
  });
});

import { describe, expect, it } from 'vitest';
import { areaCapacity, DEMO_AREAS, planYard, stackPositions } from './yard-plan.ts';

describe('planYard', () => {
  const yard = planYard();

  it('lays out at least six areas with max heights from 3 to 5', () => {
    expect(yard.areas.length).toBeGreaterThanOrEqual(6);
    for (const area of yard.areas) {
      expect(area.maxHeight).toBeGreaterThanOrEqual(3);
      expect(area.maxHeight).toBeLessThanOrEqual(5);
      expect(area.rows.length).toBeGreaterThan(0);
    }
    expect(new Set(yard.areas.map((a) => a.use))).toEqual(
      new Set(['general', 'reefer', 'hazardous', 'empty']),
    );
  });

  it('has about 2,000 stack positions, some of them 40 ft pairs', () => {
    const positions = yard.areas.flatMap(stackPositions);
    expect(positions.length).toBeGreaterThan(1_800);
    expect(positions.length).toBeLessThan(2_300);
    expect(yard.areas.some((a) => a.fortyFootPairs)).toBe(true);
    expect(yard.areas.some((a) => !a.fortyFootPairs)).toBe(true);
  });

  it('names each cell area_row_cell, uniquely, and indexes cells in order', () => {
    const names = yard.cells.map((c) => c.fullName);
    expect(new Set(names).size).toBe(names.length);
    yard.cells.forEach((cell, i) => {
      expect(cell.index).toBe(i);
      expect(cell.fullName).toBe(`${cell.area}_${cell.row}_${cell.name}`);
      expect(cell.fullName).toMatch(/^[A-Z0-9]+_\d{2}_\d{2}$/);
    });
    expect(yard.cells[0]?.fullName).toBe('A_01_01');
  });

  it('pairs adjacent cells of one row in fortyFootPairs areas', () => {
    for (const area of yard.areas) {
      for (const position of stackPositions(area)) {
        expect(position.length).toBe(area.fortyFootPairs ? 2 : 1);
        const cells = position.map((i) => yard.cells[i]);
        expect(new Set(cells.map((c) => `${c?.area}_${c?.row}`)).size).toBe(1);
        if (position.length === 2) {
          expect((position[1] ?? 0) - (position[0] ?? 0)).toBe(1);
          expect((cells[0]?.sortOrder ?? 1) % 2).toBe(0);
        }
      }
    }
  });

  it('is deterministic', () => {
    expect(planYard()).toEqual(yard);
  });

  it('refuses a paired area with an odd cell count', () => {
    const odd = { ...DEMO_AREAS[2], name: 'X', fortyFootPairs: true, cellsPerRow: 3 };
    expect(() => planYard([odd as (typeof DEMO_AREAS)[number]])).toThrow(RangeError);
  });

  it('counts capacity as positions times tiers', () => {
    const area = yard.areas[0];
    if (!area) throw new Error('no area');
    expect(areaCapacity(area)).toBe(stackPositions(area).length * area.maxHeight);
  });
});

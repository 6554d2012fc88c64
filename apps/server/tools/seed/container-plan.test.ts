import { isValidContainerNumber } from '@yardline/domain/containers/container-number';
import { decodeSizeType } from '@yardline/domain/containers/size-type';
import { checkMoves } from '@yardline/domain/yard/moves';
import { describe, expect, it } from 'vitest';
import { fillRatio, GATE_IN_WINDOW_DAYS, planContainers } from './container-plan.ts';
import { DEMO_CUSTOMERS, DEMO_LINERS } from './reference-data.ts';
import { planYard, stackCell } from './yard-plan.ts';

const now = new Date('2026-03-01T10:00:00Z');
const yard = planYard();
const plan = planContainers(yard, { now });
const areaOf = (cell: number) => {
  const name = yard.cells[cell]?.area;
  const area = yard.areas.find((a) => a.name === name);
  if (!area) throw new Error(`cell ${cell} has no area`);
  return area;
};

describe('planContainers', () => {
  it('puts about 6,000 boxes in the yard, leaving a quarter to a third free', () => {
    expect(plan.containers.length).toBeGreaterThan(5_700);
    expect(plan.containers.length).toBeLessThan(6_300);
    expect(fillRatio(yard, plan)).toBeGreaterThan(0.6);
    expect(fillRatio(yard, plan)).toBeLessThan(0.75);
  });

  it('gives every box a valid, unique ISO 6346 number', () => {
    const numbers = plan.containers.map((c) => c.number);
    expect(numbers.every(isValidContainerNumber)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('uses each slot (cell and height) once, and lists each box in its slots', () => {
    const slots = plan.occupancy.map((o) => `${o.cell}/${o.height}`);
    expect(new Set(slots).size).toBe(slots.length);
    const expected = plan.containers.flatMap((c, container) =>
      c.cells.map((cell) => ({ container, cell, height: c.height })),
    );
    expect(plan.occupancy).toEqual(expected);
  });

  it('passes the domain stacking rules as one request placing every box', () => {
    const cells = new Map(
      yard.areas.flatMap((area) =>
        area.rows.flatMap((row, r) =>
          row.cells.map((cell) => [cell.index, stackCell(area, r, cell)] as const),
        ),
      ),
    );
    const result = checkMoves({
      cells,
      standing: [],
      moves: plan.containers.map((box, i) => ({
        containerId: i,
        number: box.number,
        sizeFeet: box.sizeFeet,
        to: { cellIds: box.cells, height: box.height },
      })),
      startHeight: 1,
    });
    expect('refusals' in result ? result.refusals.slice(0, 3) : []).toEqual([]);
  });

  it('leaves no box floating: every lower tier of its cells is taken', () => {
    const taken = new Set(plan.occupancy.map((o) => `${o.cell}/${o.height}`));
    for (const slot of plan.occupancy) {
      for (let h = 1; h < slot.height; h++) expect(taken.has(`${slot.cell}/${h}`)).toBe(true);
    }
  });

  it('keeps heights between 1 and the area max', () => {
    for (const box of plan.containers) {
      expect(box.height).toBeGreaterThanOrEqual(1);
      expect(box.height).toBeLessThanOrEqual(areaOf(box.cells[0] ?? -1).maxHeight);
    }
  });

  it('stands long boxes on two adjacent cells of one row of a pair area, 20s elsewhere', () => {
    for (const box of plan.containers) {
      const sizeType = decodeSizeType(box.sizeType);
      expect(sizeType).toBeDefined();
      expect(box.cells.length).toBe(sizeType?.slots);
      const area = areaOf(box.cells[0] ?? -1);
      expect(area.fortyFootPairs).toBe(box.cells.length === 2);
      if (box.cells.length === 2) {
        const [left, right] = box.cells.map((i) => yard.cells[i]);
        expect(right?.index).toBe((left?.index ?? 0) + 1);
        expect(right?.row).toBe(left?.row);
        expect(right?.area).toBe(left?.area);
      }
      expect(box.sizeFeet).toBe(sizeType?.lengthFeet === 45 ? 45 : sizeType?.lengthFeet);
    }
  });

  it('puts reefers in reefer areas and mostly 22G1, 42G1 and 45G1 elsewhere', () => {
    const counts = new Map<string, number>();
    for (const box of plan.containers) {
      counts.set(box.sizeType, (counts.get(box.sizeType) ?? 0) + 1);
      const isReefer = decodeSizeType(box.sizeType)?.group === 'reefer';
      expect(areaOf(box.cells[0] ?? -1).use === 'reefer').toBe(isReefer);
    }
    const common = ['22G1', '42G1', '45G1'].reduce((sum, code) => sum + (counts.get(code) ?? 0), 0);
    expect(common / plan.containers.length).toBeGreaterThan(0.8);
    for (const code of ['22R1', '45R1', '22T6']) expect(counts.get(code)).toBeGreaterThan(20);
  });

  it('dates gate-ins in the last 90 days, lower boxes first', () => {
    const from = now.getTime() - GATE_IN_WINDOW_DAYS * 86_400_000;
    const byCell = new Map<string, Date>();
    for (const box of plan.containers) {
      expect(box.gateInAt.getTime()).toBeGreaterThanOrEqual(from);
      expect(box.gateInAt.getTime()).toBeLessThanOrEqual(now.getTime());
      const below = byCell.get(`${box.cells[0]}/${box.height - 1}`);
      if (below) expect(below.getTime()).toBeLessThanOrEqual(box.gateInAt.getTime());
      byCell.set(`${box.cells[0]}/${box.height}`, box.gateInAt);
    }
  });

  it('gives known liners and customers, and IGM and item to manifested boxes', () => {
    const liners = new Set(DEMO_LINERS.map((l) => l.name));
    const customers = new Set(DEMO_CUSTOMERS.map((c) => c.name));
    for (const box of plan.containers) {
      expect(liners.has(box.liner)).toBe(true);
      if (box.customer !== null) expect(customers.has(box.customer)).toBe(true);
      expect(box.customer === null).toBe(box.category === 'Empty');
      const manifested = ['Import', 'DPD', 'CFS', 'Transhipment'].includes(box.category);
      expect(box.igm === null).toBe(!manifested);
      if (box.igm) expect(box.igm).toMatch(/^\d{7}$/);
      if (box.item) expect(box.item).toMatch(/^\d{1,10}$/);
    }
  });

  it('is deterministic for a seed and differs for another', () => {
    expect(planContainers(yard, { now })).toEqual(plan);
    const other = planContainers(yard, { now, seed: 7 });
    expect(other.containers[0]?.number).not.toBe(plan.containers[0]?.number);
  });

  it('starts stacks at height 0 when the terminal counts from 0', () => {
    const zero = planContainers(yard, { now, startHeight: 0 });
    expect(Math.min(...zero.occupancy.map((o) => o.height))).toBe(0);
    expect(zero.containers.map((c) => c.number)).toEqual(plan.containers.map((c) => c.number));
  });
});

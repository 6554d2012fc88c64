import { box, NOW, rows } from '@yardline/domain/planning/fixtures.test-support';
import { PlanningYard } from '@yardline/domain/planning/planning-yard';
import { suggestSlots } from '@yardline/domain/planning/suggest';
import { DEFAULT_WEIGHTS } from '@yardline/domain/planning/weights';
import { moveBox } from '@yardline/domain/planning/yard-updates';
import { describe, expect, it } from 'vitest';
import { clearStandInsOn, type StandIns, syncStandIns, taskHolding } from './held-slots.ts';

// A row of three cells (A_01_01 … 03), four high.
const cells = rows({ area: 'A', row: 1, cells: 3 });
const ids = new Map(cells.map((cell) => [cell.fullName, cell.id]));
const slotAt = (location: string) => {
  const [cell, height] = [location.slice(0, -2), Number(location.slice(-1))];
  const id = ids.get(cell);
  return id === undefined ? undefined : { cellIds: [id], height };
};
const hold = (taskId: number, location: string) => ({
  taskId,
  containerId: 100 + taskId,
  containerNumber: `TSTU000010${taskId}`,
  location,
});
const offered = (yard: PlanningYard) =>
  suggestSlots(yard, box(48), { now: NOW, weights: DEFAULT_WEIGHTS }, 20).map((s) => s.location);

describe('stand-ins for open tasks’ held slots', () => {
  it('keeps the engine off a held slot', () => {
    const yard = new PlanningYard({ cells, standing: [], startHeight: 1 });
    const standIns: StandIns = new Map();
    expect(offered(yard)).toContain('A_01_02_1');
    expect(syncStandIns(yard, standIns, [hold(1, 'A_01_02_1')], slotAt)).toBe(0);
    expect(offered(yard)).not.toContain('A_01_02_1');
    expect(taskHolding(standIns, ['A_01_02_1'])).toMatchObject({ taskId: 1 });
    expect(taskHolding(standIns, ['A_01_03_1'])).toBeUndefined();
  });

  it('follows a hold moved elsewhere or released', () => {
    const yard = new PlanningYard({ cells, standing: [], startHeight: 1 });
    const standIns: StandIns = new Map();
    syncStandIns(yard, standIns, [hold(1, 'A_01_02_1')], slotAt);
    syncStandIns(yard, standIns, [hold(1, 'A_01_03_1')], slotAt);
    expect(offered(yard)).toContain('A_01_02_1');
    expect(offered(yard)).not.toContain('A_01_03_1');
    syncStandIns(yard, standIns, [], slotAt);
    expect(offered(yard)).toContain('A_01_03_1');
    expect(standIns.size).toBe(0);
  });

  it('waits for the tier below a held slot, and needs none where the yard shows the slot taken', () => {
    const yard = new PlanningYard({ cells, standing: [], startHeight: 1 });
    const standIns: StandIns = new Map();
    expect(syncStandIns(yard, standIns, [hold(1, 'A_01_01_2')], slotAt)).toBe(1);
    moveBox(yard, box(10, { id: 'BELOW' }), { cellIds: [1], height: 1 });
    expect(syncStandIns(yard, standIns, [hold(1, 'A_01_01_2')], slotAt)).toBe(0);
    expect(offered(yard)).not.toContain('A_01_01_2');
    // A plan's box planned there already (its task took the plan over): nothing to wait for.
    moveBox(yard, box(10, { id: 'PLANNED' }), { cellIds: [3], height: 1 }, { planned: true });
    expect(syncStandIns(yard, standIns, [hold(1, 'A_01_01_2'), hold(2, 'A_01_03_1')], slotAt)).toBe(
      0,
    );
  });

  it('gives way to the box whose move fills the slot', () => {
    const yard = new PlanningYard({ cells, standing: [], startHeight: 1 });
    const standIns: StandIns = new Map();
    syncStandIns(yard, standIns, [hold(1, 'A_01_02_1')], slotAt);
    const slot = { cellIds: [2], height: 1 };
    clearStandInsOn(yard, standIns, slot);
    expect(moveBox(yard, box(10, { id: 'ARRIVED' }), slot)).toBe(true);
    expect(standIns.size).toBe(0);
  });
});

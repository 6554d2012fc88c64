import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { at, box, NOW, rows } from './fixtures.test-support.ts';
import { type PlanningBox, type PlanningSlot, PlanningYard } from './planning-yard.ts';
import { suggestSlots } from './suggest.ts';
import { DEFAULT_WEIGHTS } from './weights.ts';
import { isNextFree, isOnTop, moveBox } from './yard-updates.ts';

const cells = rows(
  { area: 'A', row: 1, cells: 4, maxHeight: 3 },
  { area: 'B', row: 2, cells: 4, merged: true },
);
const empty = () => new PlanningYard({ cells, standing: [], startHeight: 1 });
const context = { now: NOW, weights: DEFAULT_WEIGHTS };

describe('moveBox', () => {
  it('stacks, moves and removes boxes as the ledger does', () => {
    const yard = empty();
    const a = box(10);
    const b = box(100);
    expect(moveBox(yard, a, at(1, 1))).toBe(true);
    expect(moveBox(yard, b, at(2, 1))).toBe(true);
    expect(isOnTop(yard, a.id)).toBe(false);
    // a is under b: the kept yard disagrees with a move of a, and says so.
    expect(moveBox(yard, a, at(1, 2))).toBe(false);
    expect(moveBox(yard, b, at(1, 2))).toBe(true);
    expect(yard.levels[0]).toBe(1);
    expect(moveBox(yard, a, null)).toBe(true);
    expect(yard.slotOf(a.id)).toBeUndefined();
    expect([...yard.levels.slice(0, 2)]).toEqual([0, 1]);
  });

  it('refuses a floating or taken slot, and a cell the yard lacks', () => {
    const yard = empty();
    expect(moveBox(yard, box(1), at(2, 1))).toBe(false);
    expect(moveBox(yard, box(1), at(1, 99))).toBe(false);
    const a = box(1);
    expect(moveBox(yard, a, at(1, 1))).toBe(true);
    expect(moveBox(yard, box(1), at(1, 1))).toBe(false);
    expect(isNextFree(yard, at(2, 1))).toBe(true);
    expect(isNextFree(yard, at(4, 1))).toBe(false);
  });

  it('makes a held (planned) slot a real one when the box arrives there, keeping nothing on it meanwhile', () => {
    const yard = empty();
    const a = box(10);
    expect(moveBox(yard, a, at(1, 1), { planned: true })).toBe(true);
    const [best] = suggestSlots(yard, box(5), context, 1);
    expect(best?.cellIds).not.toEqual([1]);
    expect(moveBox(yard, { ...a, liner: 'CMA' }, at(1, 1))).toBe(true);
    expect(yard.plannedTop[0]).toBe(0);
  });

  it('describes a box again without disturbing the stack on it', () => {
    const yard = empty();
    const a = box(10);
    const held = box(20);
    moveBox(yard, a, at(1, 1));
    moveBox(yard, held, at(2, 1), { planned: true });
    expect(moveBox(yard, { ...a, vessel: 'V1' }, at(1, 1))).toBe(true);
    expect(yard.plannedTop[0]).toBe(1);
    expect(yard.levels[0]).toBe(2);
  });

  it('follows a renumbered box', () => {
    const yard = empty();
    const a = box(10);
    moveBox(yard, a, at(1, 1));
    expect(moveBox(yard, { ...a, id: 'NEW' }, at(1, 1), { previousId: a.id })).toBe(true);
    expect(yard.slotOf(a.id)).toBeUndefined();
    expect(yard.slotOf('NEW')).toEqual(at(1, 1));
  });

  it('a kept yard answers as one built from where the boxes end up', () => {
    const slots: PlanningSlot[] = [1, 2, 3, 4].map((id) => at(0, id));
    fc.assert(
      fc.property(
        fc.array(fc.record({ box: fc.nat(5), cell: fc.integer({ min: -1, max: 3 }) }), {
          maxLength: 30,
        }),
        (steps) => {
          const boxes = Array.from({ length: 6 }, (_, i) => box(5 + i * 30));
          const kept = empty();
          for (const step of steps) {
            const moving = boxes[step.box] as PlanningBox;
            const cell = slots[step.cell]?.cellIds[0];
            const to =
              cell === undefined
                ? null
                : { cellIds: [cell], height: 1 + (kept.levels[cell - 1] ?? 0) };
            // The ledger only moves a top box onto the next free height; so does this walk.
            if (kept.slotOf(moving.id) && !isOnTop(kept, moving.id)) continue;
            if (to && kept.slotOf(moving.id)?.cellIds[0] === cell) continue;
            if (to && to.height > 3) continue;
            expect(moveBox(kept, moving, to)).toBe(true);
          }
          const standing = boxes.flatMap((b) => {
            const slot = kept.slotOf(b.id);
            return slot ? [{ box: b, ...slot }] : [];
          });
          const built = new PlanningYard({ cells, standing, startHeight: 1 });
          expect([...kept.levels]).toEqual([...built.levels]);
          const asked = box(50);
          expect(suggestSlots(kept, asked, context, 5)).toEqual(
            suggestSlots(built, asked, context, 5),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

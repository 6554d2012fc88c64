import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BoxMove, boxesOnTop, checkMoves, type Footprint, type StandingBox } from './moves.ts';
import { isCellPair, type StackCell } from './stacking.ts';

/** Area A: one row of 3 single cells, 3 high. Area C: one row of 4 cells in pairs, 3 high. */
const CELLS: StackCell[] = [
  ...[0, 1, 2].map((p) => ({
    id: 1 + p,
    fullName: `A_01_0${p + 1}`,
    rowId: 1,
    position: p,
    maxHeight: 3,
    pair: null,
  })),
  ...[0, 1, 2, 3].map((p) => ({
    id: 11 + p,
    fullName: `C_01_0${p + 1}`,
    rowId: 2,
    position: p,
    maxHeight: 3,
    pair: p % 2 === 0 ? ('left' as const) : ('right' as const),
  })),
];
const cells = new Map(CELLS.map((cell) => [cell.id, cell]));
const box = (id: number, sizeFeet = 20) => ({ containerId: id, number: `BOX${id}`, sizeFeet });
const at = (cellIds: number[], height: number): Footprint => ({ cellIds, height });
const stand = (id: number, cellIds: number[], height: number, sizeFeet = 20): StandingBox => ({
  ...box(id, sizeFeet),
  ...at(cellIds, height),
});
const check = (standing: StandingBox[], moves: BoxMove[]) =>
  checkMoves({ cells, standing, moves, startHeight: 1 });
const refusals = (result: ReturnType<typeof check>) =>
  'refusals' in result ? result.refusals.map((r) => r.reason) : [];

/** A stack of three in A_01_01 (boxes 1, 2, 3 from the ground up) and a 40 on C 01+02. */
const yard = [stand(1, [1], 1), stand(2, [1], 2), stand(3, [1], 3), stand(4, [11, 12], 1, 40)];

describe('checkMoves', () => {
  it('places a box on the ground and on top of a stack', () => {
    const result = check(yard, [
      { ...box(9), to: at([2], 1) },
      { ...box(8, 40), to: at([11, 12], 2) },
    ]);
    expect(refusals(result)).toEqual([]);
    if ('refusals' in result) return;
    expect(result.changes.map((c) => [c.containerId, c.from])).toEqual([
      [9, null],
      [8, null],
    ]);
    expect(result.shifting.size).toBe(0);
  });

  it('refuses a floating box, naming the empty slot below', () => {
    const result = check(yard, [{ ...box(9), to: at([2], 2) }]);
    expect('refusals' in result && result.refusals).toEqual([
      { reason: 'floating', container: 'BOX9', location: 'A_01_02_2', below: 'A_01_02_1' },
    ]);
  });

  it('refuses a 40 ft box that half floats or stands on one cell', () => {
    expect(refusals(check(yard, [{ ...box(9, 40), to: at([13, 14], 2) }]))).toEqual([
      'floating',
      'floating',
    ]);
    expect(refusals(check(yard, [{ ...box(9, 40), to: at([13], 1) }]))).toEqual([
      'not-a-cell-pair',
    ]);
    expect(refusals(check(yard, [{ ...box(9, 40), to: at([12, 13], 1) }]))).toEqual([
      'not-a-cell-pair',
    ]);
  });

  it('refuses a box over the max height, on a taken slot, or on an unknown cell', () => {
    expect(refusals(check(yard, [{ ...box(9), to: at([1], 4) }]))).toEqual(['over-max-height']);
    expect(check(yard, [{ ...box(9), to: at([1], 3) }])).toEqual({
      refusals: [{ reason: 'occupied', location: 'A_01_01_3', occupant: 'BOX3' }],
    });
    expect(refusals(check(yard, [{ ...box(9, 40), to: at([11, 12], 1) }]))).toEqual([
      'occupied',
      'occupied',
    ]);
    expect(refusals(check(yard, [{ ...box(9), to: at([99], 1) }]))).toEqual(['unknown-slot']);
  });

  it('refuses two boxes into one slot in one request', () => {
    const result = check(yard, [
      { ...box(8), to: at([2], 1) },
      { ...box(9), to: at([2], 1) },
    ]);
    expect('refusals' in result && result.refusals).toEqual([
      { reason: 'occupied', location: 'A_01_02_1', occupant: 'BOX8' },
    ]);
    expect(
      refusals(
        check(yard, [
          { ...box(9), to: null },
          { ...box(9), to: null },
        ]),
      ),
    ).toEqual(['twice']);
  });

  it('refuses taking a box from under another, and names both', () => {
    expect(check(yard, [{ ...stand(2, [1], 2), to: at([3], 1) }])).toEqual({
      refusals: [{ reason: 'box-above', container: 'BOX2', location: 'A_01_01_2', above: 'BOX3' }],
    });
    expect(refusals(check(yard, [{ ...box(4, 40), to: null }]))).toEqual([]);
    const under40 = [stand(5, [13], 1), stand(6, [14], 1), stand(7, [13, 14], 2, 40)];
    expect(refusals(check(under40, [{ ...box(6), to: null }]))).toEqual(['box-above']);
  });

  it('takes a box out when the same request shifts the boxes above, marking them shifting', () => {
    const result = check(yard, [
      { ...box(3), to: at([2], 1) },
      { ...box(2), to: at([2], 2) },
      { ...box(1), to: null },
    ]);
    expect(refusals(result)).toEqual([]);
    if ('refusals' in result) return;
    expect([...result.shifting].sort()).toEqual([2, 3]);
    expect(result.changes.find((c) => c.containerId === 1)?.from).toEqual(at([1], 1));
  });

  it('lets a box move up its own stack only when supported, and drops moves to where a box is', () => {
    const result = check(yard, [{ ...box(3), to: at([1], 3) }]);
    expect('changes' in result && result.changes).toEqual([]);
    expect(refusals(check(yard, [{ ...box(3), to: at([2], 2) }]))).toEqual(['floating']);
  });

  it('swaps two stacks of one in one request', () => {
    const two = [stand(1, [1], 1), stand(2, [2], 1)];
    const result = check(two, [
      { ...box(1), to: at([2], 1) },
      { ...box(2), to: at([1], 1) },
    ]);
    expect(refusals(result)).toEqual([]);
  });

  it('counts heights from 0 when the terminal does', () => {
    const result = checkMoves({
      cells,
      standing: [],
      moves: [{ ...box(9), to: at([1], 0) }],
      startHeight: 0,
    });
    expect(refusals(result)).toEqual([]);
    const high = checkMoves({
      cells,
      standing: [],
      moves: [{ ...box(9), to: at([1], 3) }],
      startHeight: 0,
    });
    expect(refusals(high)).toEqual(['over-max-height']);
  });

  it('gives a held slot only to the box it is promised to', () => {
    const task = { kind: 'task', taskId: 7, containerNumber: 'BOX5' } as const;
    const holds = [
      { cellId: 2, height: 1, containerId: 5, holder: task },
      // A task typed before its box was known: no box may take the slot but through the task.
      { cellId: 3, height: 1, containerId: null, holder: { ...task, taskId: 8 } },
      // A long box's promise is both its slots.
      { cellId: 13, height: 1, containerId: 6, holder: { ...task, taskId: 9 } },
      { cellId: 14, height: 1, containerId: 6, holder: { ...task, taskId: 9 } },
    ];
    const moving = (moves: BoxMove[]) =>
      checkMoves({ cells, standing: yard, moves, startHeight: 1, holds });
    const other = moving([{ ...box(9), to: at([2], 1) }]);
    expect('refusals' in other && other.refusals).toEqual([
      { reason: 'held', location: 'A_01_02_1', holder: task },
    ]);
    expect(refusals(moving([{ ...box(5), to: at([2], 1) }]))).toEqual([]);
    expect(refusals(moving([{ ...box(5), to: at([3], 1) }]))).toEqual(['held']);
    expect(refusals(moving([{ ...box(9, 40), to: at([13, 14], 1) }]))).toEqual(['held', 'held']);
    expect(refusals(moving([{ ...box(6, 40), to: at([13, 14], 1) }]))).toEqual([]);
    // A slot both taken and held says it is taken: that is what stops the move first.
    const taken = checkMoves({
      cells,
      standing: yard,
      moves: [{ ...box(9), to: at([1], 1) }],
      startHeight: 1,
      holds: [{ cellId: 1, height: 1, containerId: 1, holder: task }],
    });
    expect(refusals(taken)).toEqual(['occupied']);
  });
});

/** What "a consistent yard" means, written independently of checkMoves. */
function consistent(boxes: Map<number, StandingBox>): boolean {
  const taken = new Map<string, number>();
  for (const b of boxes.values()) {
    const footprint = b.cellIds.map((id) => cells.get(id) as StackCell);
    if (b.sizeFeet === 20 ? footprint.length !== 1 : footprint.length !== 2) return false;
    if (footprint.length === 1 && footprint[0]?.pair !== null) return false;
    if (footprint.length === 2 && !isCellPair(footprint[0] as StackCell, footprint[1] as StackCell))
      return false;
    if (b.height < 1 || footprint.some((cell) => b.height > cell.maxHeight)) return false;
    for (const id of b.cellIds) {
      if (taken.has(`${id}/${b.height}`)) return false;
      taken.set(`${id}/${b.height}`, b.containerId);
    }
  }
  for (const key of taken.keys()) {
    const [cell, height] = key.split('/').map(Number) as [number, number];
    if (height > 1 && !taken.has(`${cell}/${height - 1}`)) return false;
  }
  return true;
}

describe('checkMoves, over random requests', () => {
  const boxes = [20, 20, 20, 20, 20, 40, 40, 40, 45].map((size, i) => box(i + 1, size));
  const target = fc.option(
    fc.record({
      cellIds: fc.oneof(
        fc.constantFrom(...CELLS.map((cell) => [cell.id])),
        fc.constantFrom<number[]>([1, 2], [2, 3], [11, 12], [12, 13], [13, 14]),
      ),
      height: fc.integer({ min: 0, max: 4 }),
    }),
    { freq: 4 },
  );
  const request = fc.array(fc.record({ index: fc.nat({ max: boxes.length - 1 }), to: target }), {
    minLength: 1,
    maxLength: 4,
  });

  it('never accepts a request that leaves the yard inconsistent', () => {
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 40 }), (requests) => {
        const yardNow = new Map<number, StandingBox>();
        for (const req of requests) {
          const moves = req.map(({ index, to }) => ({ ...(boxes[index] as BoxMove), to }));
          const result = check([...yardNow.values()], moves);
          if ('refusals' in result) {
            expect(result.refusals.length).toBeGreaterThan(0);
            continue;
          }
          for (const change of result.changes) {
            if (change.to) yardNow.set(change.containerId, { ...change, ...change.to });
            else yardNow.delete(change.containerId);
          }
          expect(consistent(yardNow)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('accepts every request whose result is consistent (no needless refusal)', () => {
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 30 }), (requests) => {
        let yardNow = new Map<number, StandingBox>();
        for (const req of requests) {
          const ids = req.map((r) => r.index);
          if (new Set(ids).size !== ids.length) continue;
          const after = new Map(yardNow);
          for (const { index, to } of req) {
            const b = boxes[index] as BoxMove;
            if (to) after.set(b.containerId, { ...b, ...to });
            else after.delete(b.containerId);
          }
          const result = check(
            [...yardNow.values()],
            req.map(({ index, to }) => ({ ...(boxes[index] as BoxMove), to })),
          );
          expect('changes' in result).toBe(consistent(after));
          if ('changes' in result) yardNow = after;
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('boxesOnTop', () => {
  const numbers = (boxes: StandingBox[]) => boxes.map((b) => b.number);

  it('lists the boxes standing on a box in its column, top first', () => {
    expect(numbers(boxesOnTop(yard, 1))).toEqual(['BOX3', 'BOX2']);
    expect(numbers(boxesOnTop(yard, 2))).toEqual(['BOX3']);
    expect(boxesOnTop(yard, 3)).toEqual([]);
    // Other columns and boxes in no slot have nothing on them.
    expect(boxesOnTop(yard, 4)).toEqual([]);
    expect(boxesOnTop(yard, 99)).toEqual([]);
  });

  it('finds a 40 ft box on a 40 ft box once, and nothing beside it', () => {
    const pairs = [stand(4, [11, 12], 1, 40), stand(5, [11, 12], 2, 40), stand(6, [13, 14], 2, 40)];
    expect(numbers(boxesOnTop(pairs, 4))).toEqual(['BOX5']);
  });

  it('shifting them in that order, each to a column of its own, then taking the box, is legal', () => {
    let standing = [...yard];
    const free = [2, 3];
    for (const [i, above] of boxesOnTop(yard, 1).entries()) {
      const to = at([free[i] as number], 1);
      expect(check(standing, [{ ...above, to }])).not.toHaveProperty('refusals');
      standing = standing.map((b) => (b.containerId === above.containerId ? { ...b, ...to } : b));
    }
    expect(check(standing, [{ ...box(1), to: null }])).not.toHaveProperty('refusals');
  });

  it('refuses any other order: the lower box has the top one on it', () => {
    const [, lower] = boxesOnTop(yard, 1);
    expect(refusals(check(yard, [{ ...(lower as StandingBox), to: at([2], 1) }]))).toEqual([
      'box-above',
    ]);
    expect(refusals(check(yard, [{ ...box(1), to: null }]))).toEqual(['box-above']);
  });
});

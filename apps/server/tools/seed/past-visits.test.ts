import { parseSlotKey } from '@yardline/domain/yard/slot-key';
import { describe, expect, it } from 'vitest';
import { BIG_TERMINAL } from './big-yard.ts';
import { MAX_YARD_MOVES, planPastVisits } from './past-visits.ts';
import { planYard } from './yard-plan.ts';

const now = new Date('2026-03-01T10:00:00Z');
const yard = planYard(BIG_TERMINAL.areas);
const options = { count: 2_500, batchSize: 1_000, now, startHeight: 1 };
const batches = [...planPastVisits(yard, options)];

describe('planPastVisits', () => {
  it('makes the visits asked for, in batches of the size asked for', () => {
    expect(batches.map((batch) => batch.containers.length)).toEqual([1_000, 1_000, 500]);
  });

  it('gives every box one history: gated in, moved about, dispatched, in time order', () => {
    for (const batch of batches) {
      const byBox = Map.groupBy(batch.movements, (m) => m.container);
      expect(byBox.size).toBe(batch.containers.length);
      for (const [container, history] of byBox) {
        const box = batch.containers[container];
        expect(history[0]).toMatchObject({ from: null, source: 'gate', at: box?.gateInAt });
        expect(history.at(-1)).toMatchObject({ to: null, source: 'gate', at: box?.dispatchAt });
        expect(history.length).toBeLessThanOrEqual(MAX_YARD_MOVES + 2);
        for (let i = 1; i < history.length; i++) {
          expect(history[i]?.from).toBe(history[i - 1]?.to);
          expect(history[i]?.at.getTime()).toBeGreaterThanOrEqual(
            history[i - 1]?.at.getTime() ?? 0,
          );
        }
        expect(box?.dispatchAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
  });

  it('keeps long boxes on two cells and 20 ft boxes on one, within the yard’s heights', () => {
    for (const batch of batches) {
      for (const move of batch.movements) {
        const location = move.to ?? move.from ?? '';
        const keys = location.split(',');
        const box = batch.containers[move.container];
        expect(keys).toHaveLength(box?.sizeFeet === 20 ? 1 : 2);
        for (const key of keys) expect(parseSlotKey(key)?.height).toBeLessThanOrEqual(6);
      }
    }
  });

  it('averages about six movements a visit, so 800,000 visits make about five million', () => {
    const movements = batches.reduce((sum, batch) => sum + batch.movements.length, 0);
    expect(movements / options.count).toBeGreaterThan(5);
    expect(movements / options.count).toBeLessThan(6.5);
  });

  it('is deterministic, and gives no number twice', () => {
    expect([...planPastVisits(yard, options)]).toEqual(batches);
    const numbers = batches.flatMap((batch) => batch.containers.map((box) => box.number));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

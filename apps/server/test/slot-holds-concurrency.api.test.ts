import { describe, expect, it } from 'vitest';
import { task } from '../src/features/tasks/test-tasks.ts';
import { useGateApp } from './support/gate-app.ts';
import { useSlotHolds } from './support/slot-holds.ts';
import { newBoxes } from './support/yard-boxes.ts';

// Two clerks at once cannot both take a slot (docs/architecture/slot-holds.md): a hold and a move
// lock the slot's column first, so the second reads what the first committed; the database's key
// and rules have the last word. Requests sent together (Promise.all): on PostgreSQL they run at
// once, on the embedded database one after the other.
const g = useGateApp();
const { t, query } = g;
const h = useSlotHolds(g);

const statuses = (answers: { statusCode: number }[]) =>
  answers.map((answer) => answer.statusCode).sort();

describe('takers of one slot at once', () => {
  it('ten tasks for ten boxes: exactly one holds it, nine are refused naming it', async () => {
    const slot = await h.freeSlot();
    const numbers = Array.from({ length: 10 }, () => g.newNumber());
    const answers = await Promise.all(
      numbers.map((number) =>
        h.save([task(number, { fromLocation: 'Trailer', toLocationDetails: slot })]),
      ),
    );
    expect(statuses(answers)).toEqual([200, ...Array(9).fill(409)]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().tasks[0];
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().message).toBe(
        `Slot ${slot} is held by task ${winner.taskId} (${winner.containerNumber}).`,
      );
    }
    // No half-written change: one task, one hold.
    expect(await query('select id from tasks')).toEqual([{ id: winner.taskId }]);
    expect((await h.holds()).map((hold) => hold.location)).toEqual([slot]);
  });

  it('a task and a manual move into one slot: one wins, the yard and the task list agree', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = [g.newNumber(), g.newNumber()];
      await g.gatedIn(a);
      const bAt = await g.gatedIn(b);
      const slot = await h.freeSlot();
      const [aBox] = await query('select location from containers where number = $1', [a]);
      const bId = await h.idOf(b);
      const [made, moved] = await Promise.all([
        h.save([task(a, { fromLocation: aBox?.location, toLocationDetails: slot })]),
        h.move(bId, slot),
      ]);
      expect(statuses([made, moved]), `${made.body} ${moved.body}`).toEqual([200, 409]);
      const [bNow] = await query('select location from containers where id = $1', [bId]);
      const held = await h.holds();
      if (made.statusCode === 200) {
        expect(moved.json().message).toMatch(`Slot ${slot} is held by task`);
        expect(bNow).toEqual({ location: bAt });
        expect(held.map((hold) => hold.location)).toEqual([slot]);
      } else {
        expect(made.json().message).toBe(
          `Slot ${slot} is taken by ${b}: only a free slot can be held.`,
        );
        expect(bNow).toEqual({ location: slot });
        expect(held).toEqual([]);
      }
      await query('delete from tasks');
    }
  });

  it('a plan and a task for one slot: one wins', async () => {
    const [queued] = await newBoxes(t, [20]);
    const number = g.newNumber();
    const slot = await h.freeSlot();
    const answers = await Promise.all([
      h.savePlan('Vessel 10', [[queued, slot]]),
      h.save([task(number, { fromLocation: 'Trailer', toLocationDetails: slot })]),
    ]);
    expect(statuses(answers), answers.map((a) => a.body).join(' ')).toEqual([200, 409]);
    const held = await h.holds();
    expect(held).toHaveLength(1);
    expect(held[0]?.holder.kind).toBe(answers[0]?.statusCode === 200 ? 'plan' : 'task');
    expect(await query('select count(*)::int as n from plan_containers')).toEqual([
      { n: answers[0]?.statusCode === 200 ? 1 : 0 },
    ]);
  });

  it('a completion and another task for its slot: the box lands, the other task is refused', async () => {
    const [a, b] = [g.newNumber(), g.newNumber()];
    await g.gatedIn(a);
    await g.gatedIn(b);
    const slot = await h.freeSlot();
    const { taskId } = await h.taskTo(a, slot);
    const [bBox] = await query('select location from containers where number = $1', [b]);
    const [done, other] = await Promise.all([
      h.complete([taskId]),
      h.save([task(b, { fromLocation: bBox?.location, toLocationDetails: slot })]),
    ]);
    expect(done.json().outcomes[0]).toMatchObject({ completed: true });
    expect(other.statusCode, other.body).toBe(409);
    // Held while the task was open, taken once it was done: refused either way.
    expect(other.json().message).toMatch(new RegExp(`^Slot ${slot} is (held|taken) by`));
    expect(await query('select location from containers where number = $1', [a])).toEqual([
      { location: slot },
    ]);
    expect(await h.holds()).toEqual([]);
  });
});

import { SLOT_HOLD_MESSAGES, STALE_HOLD_HOURS } from '@yardline/domain/yard/slot-holds';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { task } from '../src/features/tasks/test-tasks.ts';
import { SESSION_COOKIE } from '../src/plugins/access.ts';
import { useGateApp } from './support/gate-app.ts';
import { useOtherNode } from './support/other-node.ts';
import { useSlotHolds } from './support/slot-holds.ts';
import { newBoxes } from './support/yard-boxes.ts';

// A slot is promised once (docs/architecture/slot-holds.md): an open task's destination and a
// saved plan's slots are held from every other taker, and released with the task or plan.
const g = useGateApp();
const { t, cookies, query } = g;
const h = useSlotHolds(g);

const heldBy = (slot: string, taskId: number, number: string) =>
  SLOT_HOLD_MESSAGES.held(slot, { kind: 'task', taskId, containerNumber: number });

beforeAll(async () => {
  // The gate-in types the gate's planning parameters allow.
  await query(
    "insert into master_entries (list, name) values ('container-processes', 'Import') on conflict do nothing",
  );
});

/** The slots the gate offers a 20 ft import box, best first, through `app`. */
async function gateOffers(app: App = t.app): Promise<[string, ...string[]]> {
  const response = await app.inject({
    method: 'POST',
    url: '/rest/gate/planning-suggestions',
    headers: { pagepath: '/test', cookie: `${SESSION_COOKIE}=${cookies.gateinuser}` },
    payload: {
      containers: [
        {
          containerNumber: g.newNumber(),
          containerSize: '20',
          params: [
            { paramId: 'containerSize', value: '20' },
            { paramId: 'category', value: 'Import' },
          ],
        },
      ],
      others: 10,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [box] = response.json().containers;
  return [
    box.suggestedLocation,
    ...box.otherLocations.map((o: { location: string }) => o.location),
  ];
}

describe('a held slot', () => {
  it('is listed with its task, and refused to another task, a manual move, the gate and a plan', async () => {
    const [a, b, c] = [g.newNumber(), g.newNumber(), g.newNumber()];
    await g.gatedIn(a);
    const bAt = await g.gatedIn(b);
    const slot = await h.freeSlot();
    const { taskId, containerId } = await h.taskTo(a, slot);
    expect(await h.holds()).toEqual([
      {
        location: slot,
        containerId,
        holder: { kind: 'task', taskId, containerNumber: a },
        since: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      },
    ]);
    const refusal = { message: heldBy(slot, taskId, a), code: 'SLOT_HELD' };

    const other = await h.save([task(b, { fromLocation: bAt, toLocationDetails: slot })]);
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json()).toMatchObject(refusal);
    expect(await query('select id from tasks where container_number = $1', [b])).toEqual([]);

    const moved = await h.move(await h.idOf(b), slot);
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json()).toMatchObject({ message: heldBy(slot, taskId, a), code: 'HELD' });
    expect(await query('select location from containers where number = $1', [b])).toEqual([
      { location: bAt },
    ]);

    const gated = await g.gateIn(g.truck({ container1Data: g.container(c, { slot }) }));
    expect(gated.statusCode, gated.body).toBe(409);
    expect(gated.json().message).toBe(heldBy(slot, taskId, a));
    expect(await query('select id from containers where number = $1', [c])).toEqual([]);

    const [queued] = await newBoxes(t, [20]);
    const planned = await h.savePlan('Vessel 7', [[queued, slot]]);
    expect(planned.statusCode, planned.body).toBe(409);
    expect(planned.json().message).toBe(heldBy(slot, taskId, a));
    expect(await query('select id from plans')).toEqual([]);

    // The box it is promised to may go there by hand.
    expect((await h.move(containerId as number, slot)).statusCode).toBe(200);
  });

  it('is neither suggested by the engine, nor auto-assigned, nor given at the gate', async () => {
    const a = g.newNumber();
    await g.gatedIn(a);
    const arriving = g.newNumber();
    const engineOffers = async () => {
      const response = await t.request('POST', '/rest/planning/suggestions', {
        cookie: cookies.operator,
        body: { container: { sizeFeet: 20, category: 'Import' }, limit: 20 },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().suggestions.map((s: { location: string }) => s.location);
    };
    const [slot] = await gateOffers();
    expect(await engineOffers()).toContain(slot);
    await h.taskTo(a, slot);

    expect(await gateOffers()).not.toContain(slot);
    expect(await engineOffers()).not.toContain(slot);
    const queued = await newBoxes(t, [20, 20, 20]);
    const assigned = await t.request('POST', '/rest/planning/suggest-plan', {
      cookie: cookies.operator,
      body: { containerIds: queued.map((box) => box.id) },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const slots = assigned
      .json()
      .plannedContainers.map((p: { slotFullName: string }) => p.slotFullName);
    expect(slots).toHaveLength(3);
    expect(slots).not.toContain(slot);
    expect(await g.gatedIn(arriving)).not.toBe(slot);
  });

  it('is released when its task is completed, re-targeted or deleted, or its plan deleted', async () => {
    const [a, b, c] = [g.newNumber(), g.newNumber(), g.newNumber()];
    for (const number of [a, b, c]) await g.gatedIn(number);
    const [first, second, third] = [await h.freeSlot(0), await h.freeSlot(1), await h.freeSlot(2)];

    const done = await h.taskTo(a, first);
    const completed = await h.complete([done.taskId]);
    expect(completed.json().outcomes[0]).toMatchObject({ completed: true });
    expect(await h.holds()).toEqual([]);
    expect(await query('select location from containers where number = $1', [a])).toEqual([
      { location: first },
    ]);

    const moving = await h.taskTo(b, second);
    const [bBox] = await query('select location from containers where number = $1', [b]);
    const edited = await h.save([
      task(b, { taskId: moving.taskId, fromLocation: bBox?.location, toLocationDetails: third }),
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await h.holds()).map((hold) => hold.location)).toEqual([third]);
    // The slot it left is anyone's again.
    await h.taskTo(c, second);
    const removed = await t.request('DELETE', `/rest/tasks?ids=${moving.taskId}`, {
      cookie: cookies.operator,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await h.holds()).map((hold) => hold.location)).toEqual([second]);

    const [queued] = await newBoxes(t, [20]);
    const plan = await h.savePlan('Vessel 8', [[queued, third]]);
    expect(plan.statusCode, plan.body).toBe(200);
    expect((await h.holds()).map((hold) => [hold.location, hold.holder.kind])).toEqual([
      [second, 'task'],
      [third, 'plan'],
    ]);
    const dropped = await t.request('DELETE', `/rest/planning/plans/${plan.json().id}`, {
      cookie: cookies.operator,
    });
    expect(dropped.statusCode, dropped.body).toBe(204);
    expect((await h.holds()).map((hold) => hold.location)).toEqual([second]);
  });

  it('of a plan is carried out by its box’s task, given back if the task goes, ended when the box arrives', async () => {
    const [queued] = await newBoxes(t, [20]);
    const slot = await h.freeSlot();
    const plan = await h.savePlan('Vessel 9', [[queued, slot]]);
    expect(plan.statusCode, plan.body).toBe(200);
    const offloading = {
      taskType: 'Offloading',
      fromLocation: 'Trailer',
      toLocationDetails: slot,
    };
    const kinds = async () => (await h.holds()).map((hold) => hold.holder.kind);
    const [first] = await h.saved([task(queued.number, offloading)]);
    expect(await kinds()).toEqual(['task']);
    await t.request('DELETE', `/rest/tasks?ids=${first?.taskId}`, { cookie: cookies.operator });
    expect(await kinds()).toEqual(['plan']);
    const [second] = await h.saved([task(queued.number, offloading)]);
    const done = await h.complete([second?.taskId as number]);
    expect(done.json().outcomes[0]).toMatchObject({ completed: true });
    expect(await h.holds()).toEqual([]);
    expect(await query('select location from containers where id = $1', [queued.id])).toEqual([
      { location: slot },
    ]);
  });

  it('older than the threshold is listed as stale', async () => {
    const [a, b] = [g.newNumber(), g.newNumber()];
    await g.gatedIn(a);
    await g.gatedIn(b);
    const old = await h.taskTo(a, await h.freeSlot(0));
    await h.taskTo(b, await h.freeSlot(1));
    await query(
      'update slot_holds set created_at = now() - make_interval(hours => $2) where task_id = $1',
      [old.taskId, STALE_HOLD_HOURS + 1],
    );
    const response = await t.request('GET', `/rest/yard/holds?olderThanHours=${STALE_HOLD_HOURS}`, {
      cookie: cookies.operator,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      holds: [
        expect.objectContaining({
          holder: { kind: 'task', taskId: old.taskId, containerNumber: a },
        }),
      ],
      staleAfterHours: STALE_HOLD_HOURS,
    });
    expect(await h.holds()).toHaveLength(2);
  });

  it('keeps its shape: slot administration does not merge or split it', async () => {
    // A task typed for a box not yet in the yard holds the slot too.
    await h.saved([
      task(g.newNumber(), { fromLocation: 'Trailer', toLocationDetails: 'A_02_02_1' }),
    ]);
    const merged = await t.request('POST', '/rest/yard/merge-slots', {
      cookie: cookies.superadmin,
      body: { area: 'A', fromColumn: '01', toColumn: '02' },
    });
    expect(merged.statusCode, merged.body).toBe(409);
    expect(merged.json().message).toMatch(
      /^Merging would change slots promised to open tasks or plans: Slot A_02_02_1 is held by task \d+/,
    );
    expect(await query("select pair_half from cells where full_name = 'A_02_02'")).toEqual([
      { pair_half: null },
    ]);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('a slot held through another node', () => {
  const deaf = useOtherNode(t, { hearsEvents: false });

  // Its 'slot.holds-changed' may reach a node's kept yard after the clerk asks: the gate reads
  // the committed holds before it answers (a clerk taking the offered slot would be refused),
  // and a gate-in left to the engine skips a held column on its own.
  it('is neither offered nor given by a gate whose node has not heard of it', async () => {
    const a = g.newNumber();
    await g.gatedIn(a);
    const [slot] = await gateOffers(deaf.app);
    await h.taskTo(a, slot);
    const gated = await deaf.app.inject({
      method: 'POST',
      url: '/rest/gate/gate-in',
      headers: { pagepath: '/test', cookie: `${SESSION_COOKIE}=${cookies.gateinuser}` },
      payload: g.truck({ container1Data: g.container(g.newNumber()) }),
    });
    expect(gated.statusCode, gated.body).toBe(200);
    expect(gated.json().containers[0].location).not.toBe(slot);
    expect(await gateOffers(deaf.app)).not.toContain(slot);
  });
});

describe('GET /rest/yard/holds', () => {
  it('answers the screens that show holds, refuses the others and bad ages', async () => {
    for (const role of ['superadmin', 'admin', 'operator']) {
      const response = await t.request('GET', '/rest/yard/holds', { cookie: cookies[role] });
      expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
    }
    for (const role of ['manager', 'gateinuser', 'gateoutuser', 'kiosk']) {
      const response = await t.request('GET', '/rest/yard/holds', { cookie: cookies[role] });
      expect(response.statusCode, role).toBe(403);
    }
    for (const age of ['-1', 'soon', '9000']) {
      const response = await t.request('GET', `/rest/yard/holds?olderThanHours=${age}`, {
        cookie: cookies.operator,
      });
      expect(response.statusCode, age).toBe(400);
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { useGateApp } from '../../../test/support/gate-app.ts';
import { useOtherNode } from '../../../test/support/other-node.ts';
import { newBoxes } from '../../../test/support/yard-boxes.ts';
import type { App } from '../../app.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';

/**
 * The planning yard each app node keeps in memory (planning-yard-cache.ts): read once, then kept
 * in step with the changes it hears on the event bus, so the gate's suggestions follow gate-ins,
 * moves, dispatches and plans made after it was read, without reading the yard again.
 */
const { t, cookies, query, newNumber, container, truck, gateIn, dispatch } = useGateApp();

const planningBox = (number: string) => ({
  containerNumber: number,
  containerSize: '20',
  params: [
    { paramId: 'containerSize', value: '20' },
    { paramId: 'category', value: 'Import' },
  ],
});

/** The slots the gate suggests for a 20 ft import box, best first, through `app`. */
async function suggested(app: App = t.app): Promise<string[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/rest/gate/planning-suggestions',
    headers: { pagepath: '/test', cookie: `${SESSION_COOKIE}=${cookies.gateinuser}` },
    payload: { containers: [planningBox(newNumber())], others: 10 },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [box] = response.json().containers;
  return [
    box.suggestedLocation,
    ...box.otherLocations.map((o: { location: string }) => o.location),
  ];
}

/** Asks until the suggestions pass `check`: a node hears a commit a few milliseconds after it. */
const eventually = (app: App, check: (slots: string[]) => void) =>
  expect
    .poll(
      async () => {
        const slots = await suggested(app);
        try {
          check(slots);
          return true;
        } catch {
          return slots;
        }
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(true);

const moveTo = async (containerId: number, newLocation: string, app: App = t.app) => {
  const response = await app.inject({
    method: 'POST',
    url: '/rest/yard/updateLocation',
    headers: { pagepath: '/test', cookie: `${SESSION_COOKIE}=${cookies.operator}` },
    payload: [{ containerId, newLocation }],
  });
  expect(response.statusCode, response.body).toBe(200);
};

const gateInAt = async (number: string, slot: string) => {
  const response = await gateIn(truck({ container1Data: container(number, { slot }) }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().containers[0].containerId as number;
};

const forceOut = async (number: string) => {
  const response = await dispatch({
    containerNumber: number,
    forceDispatch: true,
    gateOutDetails: { forceDispatchReason: 'test' },
  });
  expect(response.statusCode, response.body).toBe(200);
};

beforeAll(async () => {
  await query(
    "insert into master_entries (list, name) values ('container-processes', 'Import') on conflict do nothing",
  );
  await query(
    "insert into metadata (key, value) values ('enterpriseVersion', 'true'::jsonb) on conflict (key) do update set value = excluded.value",
  );
});

describe('the planning yard a node keeps', () => {
  it('follows gate-ins, moves, dispatches and plans made after it was read, reading it once', async () => {
    const [queued] = await newBoxes(t, [20]);
    const empty = await suggested();
    const reads = t.app.planningYard.reads();
    const [best] = empty;
    expect(best).toBe('A_01_01_1');

    // A gate-in onto the clerk's pick: only its event tells the kept yard.
    const number = newNumber();
    const id = await gateInAt(number, 'A_01_01_1');
    await eventually(t.app, (slots) => {
      expect(slots).not.toContain('A_01_01_1');
      expect(slots).toContain('A_01_01_2');
    });

    await moveTo(id, 'B_01_02_1');
    await eventually(t.app, (slots) => {
      expect(slots[0]).toBe('A_01_01_1');
      expect(slots).not.toContain('B_01_02_1');
    });

    await forceOut(number);
    await eventually(t.app, (slots) => expect(slots).toEqual(empty));

    // A saved plan holds its slot; deleting the plan frees it.
    const plan = await t.request('POST', '/rest/planning/plans', {
      cookie: cookies.operator,
      body: {
        name: `Kept ${Math.random()}`,
        plannedContainers: [
          { containerId: queued.id, slotFullName: 'A_01_01_1', planningOrder: 1, slotReason: 'x' },
        ],
      },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    await eventually(t.app, (slots) => expect(slots).not.toContain('A_01_01_1'));
    const removed = await t.request('DELETE', `/rest/planning/plans/${plan.json().id}`, {
      cookie: cookies.operator,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    await eventually(t.app, (slots) => expect(slots).toEqual(empty));

    // Boxes moved: no new read. The plan's save and delete each asked for one.
    expect(t.app.planningYard.reads() - reads).toBeLessThanOrEqual(2);
  });

  it("is read again when the lowest tier's number is saved, not for other settings", async () => {
    await suggested();
    const reads = t.app.planningYard.reads();
    const save = async (body: object) => {
      const response = await t.request('PUT', '/rest/metadata', {
        cookie: cookies.superadmin,
        body,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await save({ paginationItemsPerPage: 20 });
    // A gate-in after it: once the kept yard shows the box, it has taken the settings' event too
    // (it applies events in order).
    const [best] = await suggested();
    await gateInAt(newNumber(), best as string);
    await eventually(t.app, (slots) => expect(slots).not.toContain(best));
    expect(t.app.planningYard.reads()).toBe(reads);
    await save({ startHeight: 1 });
    await expect
      .poll(async () => {
        await suggested();
        return t.app.planningYard.reads();
      })
      .toBe(reads + 1);
  });

  it("plans a dispatch's shift again when another gate took its slot past the kept yard", async () => {
    // The kept yard read afresh (the test before emptied the yard behind its back).
    t.app.planningYard.invalidate();
    await suggested();
    const stack = async () => {
      const below = newNumber();
      await gateInAt(below, 'B_01_02_1');
      const above = await gateInAt(newNumber(), 'B_01_02_2');
      return { below, above };
    };
    // Read and written straight on the database, past the kept yard (the helper `query` tells it).
    const raw = async (text: string, values: unknown[]) =>
      (await t.database.pool.query(text, values)).rows;
    const locationOf = async (id: number) =>
      (await raw('select location from containers where id = $1', [id]))[0]?.location as string;
    // Where the dispatch shifts the top box, found by doing it once.
    const first = await stack();
    await forceOut(first.below);
    const target = await locationOf(first.above);
    expect(target).toMatch(/^[A-Z]_\d+_\d+_1$/);
    const [shifted] = await raw('select number from containers where id = $1', [first.above]);
    await forceOut(shifted?.number);
    // The same stack again, and that slot taken by a box no event told the kept yard of.
    const second = await stack();
    await raw(
      `with box as (
         insert into containers (number, size_type, size_feet, gate_in_at, location)
         values ($1, '22G1', 20, now(), $2) returning id)
       insert into slot_occupancy (container_id, cell_id, height)
       select box.id, cells.id, 1 from box, cells where cells.full_name = $3`,
      [newNumber(), target, target.replace(/_\d+$/, '')],
    );
    await forceOut(second.below);
    expect(await locationOf(second.above)).not.toBe(target);
  });

  it('holds the slot a gate-in is claiming, and gives it back when the gate-in fails', async () => {
    const [best] = await suggested();
    const refused = await gateIn(
      truck({
        container1Data: container(newNumber()),
        container2Data: container(newNumber(), { containerType: 'ZZ', tagId: '12345679' }),
      }),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect((await suggested())[0]).toBe(best);
  });

  it('gives gates gating in at once different slots, refusing none', async () => {
    await suggested();
    const reads = t.app.planningYard.reads();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => gateIn(truck({ container1Data: container(newNumber()) }))),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const slots = answers.map((answer) => answer.json().containers[0].location);
    expect(new Set(slots).size).toBe(slots.length);
    // Each box's move lands where its hold stood (the hold knows the box): the kept yard agrees,
    // so it is not read again, and no slot of theirs is suggested.
    await eventually(t.app, (suggestions) => {
      for (const slot of slots) expect(suggestions).not.toContain(slot);
    });
    expect(t.app.planningYard.reads()).toBe(reads);
  });

  describe.runIf(process.env.TEST_DB === 'postgres')('on two app nodes', () => {
    const node = useOtherNode(t);

    it("follows the changes made through the other node, and each node's gate-ins avoid the other's", async () => {
      const other = node.app;
      const empty = await suggested(other);
      const reads = other.planningYard.reads();
      const number = newNumber();
      const id = await gateInAt(number, 'A_01_01_1');
      await eventually(other, (slots) => expect(slots).not.toContain('A_01_01_1'));
      await moveTo(id, 'B_01_02_1');
      await eventually(other, (slots) => {
        expect(slots[0]).toBe('A_01_01_1');
        expect(slots).not.toContain('B_01_02_1');
      });
      await forceOut(number);
      await eventually(other, (slots) => expect(slots).toEqual(empty));
      expect(other.planningYard.reads()).toBe(reads);

      // Both nodes gating in at once: every gate-in goes through, each to its own slot.
      const viaOther = (n: string) =>
        other.inject({
          method: 'POST',
          url: '/rest/gate/gate-in',
          headers: { pagepath: '/test', cookie: `${SESSION_COOKIE}=${cookies.gateinuser}` },
          payload: truck({ container1Data: container(n) }),
        });
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          i % 2 ? viaOther(newNumber()) : gateIn(truck({ container1Data: container(newNumber()) })),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const slots = answers.map((answer) => answer.json().containers[0].location);
      expect(new Set(slots).size).toBe(slots.length);
    });
  });
});

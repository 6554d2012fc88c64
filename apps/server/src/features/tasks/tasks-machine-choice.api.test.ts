import { haversineKm } from '@yardline/domain/machines/distance';
import type { LatLng } from '@yardline/domain/yard/geometry';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useGateApp } from '../../../test/support/gate-app.ts';
import { task, useTasks } from './test-tasks.ts';

// Which machine a new task gets (machine-choice.ts in the domain): on the tasks API and at the
// gate, with and without allocations, and what choosing or moving by hand records.
const g = useGateApp();
const { t, cookies, query } = g;
const { save, saved } = useTasks(g);

/** Area A (2 rows × 3 cells) and area B (1 row × 2 cells) about a kilometre apart. */
const AREA_A = [
  { lat: 18.951, lng: 72.95 },
  { lat: 18.951, lng: 72.951 },
  { lat: 18.95, lng: 72.951 },
  { lat: 18.95, lng: 72.95 },
];
const AREA_B = AREA_A.map((corner) => ({ ...corner, lat: corner.lat + 0.01 }));
/** The middle of cell A_01_02 (first row, second of three cells). */
const A_01_02: LatLng = { lat: 18.95075, lng: 72.9505 };

/** RS-NEAR beside area A, RS-ALLOC 150 m north of it, RS-B beside area B. */
const MACHINES = {
  'RS-NEAR': { lat: 18.9508, lng: 72.9506 },
  'RS-ALLOC': { lat: 18.952, lng: 72.9502 },
  'RS-B': { lat: 18.9604, lng: 72.9503 },
};
const km = (name: keyof typeof MACHINES) =>
  Math.round(haversineKm(A_01_02, MACHINES[name]) * 1000) / 1000;

const areaIds: Record<string, number> = {};
const machineIds: Record<string, number> = {};
const HOUR = 3_600_000;

/** Allocates a machine to an area from `from` to `to` hours around now (the Gantt's call). */
async function allocate(machine: keyof typeof MACHINES, area: string, from = -1, to = 1) {
  const now = Date.now();
  const response = await t.request('POST', '/rest/allocations', {
    cookie: cookies.admin,
    body: [
      {
        machineId: machineIds[machine],
        areaId: areaIds[area],
        fromTime: new Date(now + from * HOUR).toISOString(),
        toTime: new Date(now + to * HOUR).toISOString(),
      },
    ],
  });
  expect(response.statusCode, response.body).toBe(200);
}

const byId = async (taskId: number | undefined) =>
  (await t.request('GET', `/rest/tasks/${taskId}`, { cookie: cookies.operator })).json();

/** A task without a machine (the form's ALL) to slot A_01_02_1. */
const toA0102 = (number: string) =>
  task(number, { toLocationDetails: 'A_01_02_1', assignedToMachine: undefined });

beforeAll(async () => {
  for (const [name, corners] of [
    ['A', AREA_A],
    ['B', AREA_B],
  ] as const) {
    const [area] = await query('update areas set corners = $2 where name = $1 returning id', [
      name,
      JSON.stringify(corners),
    ]);
    areaIds[name] = area.id;
  }
  for (const [machineName, at] of Object.entries(MACHINES)) {
    const response = await t.request('POST', '/rest/machines', {
      cookie: cookies.superadmin,
      body: { machineName, machineType: 'Reach-Stacker', ...at },
    });
    expect(response.statusCode, response.body).toBe(200);
    machineIds[machineName] = response.json().machine.id;
  }
});

beforeEach(async () => {
  await query('delete from machine_allocations');
  await query(`update machines set status = 'Working'`);
});

describe('the machine a new task gets', () => {
  it('is the nearest machine allocated to the destination’s area now, with its reason', async () => {
    await allocate('RS-ALLOC', 'A');
    // RS-B works area B: no matter how the distances fall, it is not area A's.
    await allocate('RS-B', 'B');
    const number = g.newNumber();
    await g.gatedIn(number);
    const [made] = await saved([toA0102(number)]);
    const reason = { kind: 'allocated', area: 'A', km: km('RS-ALLOC') };
    expect(made).toMatchObject({ assignedToMachine: 'RS-ALLOC', assignmentReason: reason });
    // The list and the detail say so too.
    const list = await t.request('GET', `/rest/tasks?searchText=${number}`, {
      cookie: cookies.operator,
    });
    expect(list.json().tasks).toEqual([
      expect.objectContaining({ assignedToMachine: 'RS-ALLOC', assignmentReason: reason }),
    ]);
    expect(await byId(made?.taskId)).toMatchObject({ assignmentReason: reason });
  });

  it('is the nearest available machine when none is allocated there now', async () => {
    // Yesterday's allocation to A is over; RS-NEAR is nearest.
    await allocate('RS-ALLOC', 'A', -26, -24);
    const [first, second] = [g.newNumber(), g.newNumber()];
    await g.gatedIn(first);
    await g.gatedIn(second, { slot: 'B_01_01_1' });
    const [toSlot, toTrailer] = await saved([
      toA0102(first),
      // Not going to a slot: measured from where its box stands, in area B.
      task(second, {
        taskType: 'Export Loading',
        deliveryMode: 'Export Out',
        toLocation: 'Trailer',
        toLocationDetails: undefined,
        assignedToMachine: 'ALL',
      }),
    ]);
    expect(toSlot).toMatchObject({
      assignedToMachine: 'RS-NEAR',
      assignmentReason: { kind: 'nearest', km: km('RS-NEAR') },
    });
    expect(toTrailer).toMatchObject({
      assignedToMachine: 'RS-B',
      assignmentReason: { kind: 'nearest', km: expect.any(Number) },
    });
  });

  it('is ALL when every machine is in Break-Down', async () => {
    await allocate('RS-ALLOC', 'A');
    await query(`update machines set status = 'Break-Down'`);
    const number = g.newNumber();
    await g.gatedIn(number);
    const [made] = await saved([toA0102(number)]);
    expect(made).toMatchObject({ assignedToMachine: 'ALL', assignmentReason: { kind: 'none' } });
  });

  it('is chosen the same way for a gate-in’s task, in the gate-in', async () => {
    await allocate('RS-ALLOC', 'A');
    const number = g.newNumber();
    const response = await g.gateIn(
      g.truck({
        container1Data: g.container(number),
        gateInTasks: [{ containerNumber: number, taskType: 'Grounding', deliveryMode: 'Loaded' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [made] = response.json().tasks;
    expect(made).toMatchObject({ toLocationDetails: 'A_01_01_1', assignedToMachine: 'RS-ALLOC' });
    expect(await byId(made.id)).toMatchObject({
      assignmentReason: { kind: 'allocated', area: 'A', km: expect.any(Number) },
    });
  });

  it('keeps a machine named by whoever makes the task, at the gate too', async () => {
    await allocate('RS-ALLOC', 'A');
    const number = g.newNumber();
    const response = await g.gateIn(
      g.truck({
        container1Data: g.container(number),
        gateInTasks: [
          {
            containerNumber: number,
            taskType: 'Grounding',
            deliveryMode: 'Loaded',
            assignedToMachine: 'RS-B',
          },
        ],
      }),
    );
    const [atGate] = response.json().tasks;
    expect(atGate.assignedToMachine).toBe('RS-B');
    expect(await byId(atGate.id)).toMatchObject({ assignmentReason: { kind: 'chosen' } });
    const [made] = await saved([task(number, { assignedToMachine: 'RS-B' })]);
    expect(made).toMatchObject({ assignedToMachine: 'RS-B', assignmentReason: { kind: 'chosen' } });
  });

  it('follows an edit that changes the machine, and a move to another machine', async () => {
    const number = g.newNumber();
    await g.gatedIn(number);
    const [kept, edited] = await saved([
      toA0102(number),
      task(number, {
        toLocation: 'Wagon',
        toLocationDetails: undefined,
        assignedToMachine: undefined,
      }),
    ]);
    expect(kept).toMatchObject({ assignmentReason: { kind: 'nearest' } });
    // An edit that leaves the machine as it was keeps why it has it.
    const same = await save([
      { ...toA0102(number), taskId: kept?.taskId, assignedToMachine: 'RS-NEAR' },
    ]);
    expect(same.json().tasks[0].assignmentReason).toMatchObject({ kind: 'nearest' });
    const changed = await save([
      {
        ...task(number, { toLocation: 'Wagon', toLocationDetails: undefined }),
        taskId: edited?.taskId,
        assignedToMachine: 'RS-B',
      },
    ]);
    expect(changed.json().tasks[0]).toMatchObject({
      assignedToMachine: 'RS-B',
      assignmentReason: { kind: 'chosen' },
    });
    const moved = await t.request('POST', '/rest/tasks/move', {
      cookie: cookies.admin,
      body: { taskIds: `${kept?.taskId},${edited?.taskId}`, toMachine: 'RS-ALLOC' },
    });
    expect(moved.json()).toEqual({ status: 'success', count: 2 });
    const queue = await t.request('GET', `/rest/tasks?machine=RS-ALLOC&searchText=${number}`, {
      cookie: cookies.operator,
    });
    expect(queue.json().tasks).toEqual([
      expect.objectContaining({
        assignedToMachine: 'RS-ALLOC',
        assignmentReason: { kind: 'moved' },
      }),
      expect.objectContaining({
        assignedToMachine: 'RS-ALLOC',
        assignmentReason: { kind: 'moved' },
      }),
    ]);
  });
});

import { BUILT_IN_ROLES, type BuiltInRole } from '@yardline/domain/auth/roles';
import { ALLOCATION_MESSAGES } from '@yardline/domain/machines/allocation.schema';
import { SHIFT_MESSAGES } from '@yardline/domain/machines/shift.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();
const cookies = {} as Record<BuiltInRole, string>;
const machineIds: number[] = [];
let areaA = 0;
let areaB = 0;

const shift = (name: string, from: [number, number], to: [number, number]) => ({
  name,
  fromHour: from[0],
  fromMinute: from[1],
  toHour: to[0],
  toMinute: to[1],
});

const allocate = (cookie: string, body: unknown) =>
  t.request('POST', '/rest/allocations', { cookie, body });

const day = Date.parse('2026-11-23T00:00:00Z');
const iso = (hours: number, minutes = 0) =>
  new Date(day + (hours * 60 + minutes) * 60_000).toISOString();

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
  for (const name of ['RS-01', 'RS-02']) {
    const response = await t.request('POST', '/rest/machines', {
      cookie: cookies.admin,
      body: { machineName: name, machineType: 'Reach-Stacker' },
    });
    machineIds.push(response.json().machine.id);
  }
  const { rows } = await t.database.pool.query<{ id: number; name: string }>(
    'select id, name from areas order by name',
  );
  areaA = rows.find((r) => r.name === 'A')?.id ?? 0;
  areaB = rows.find((r) => r.name === 'B')?.id ?? 0;
});

describe('machine shifts', () => {
  it('adds and updates with the spec messages, names unique', async () => {
    const added = await t.request('POST', '/rest/shifts', {
      cookie: cookies.admin,
      body: shift('Morning', [6, 0], [14, 0]),
    });
    expect(added.json()).toMatchObject({
      status: 'Shift Added successfully',
      shift: { name: 'Morning', fromHour: 6, toHour: 14 },
    });
    const id = added.json().shift.id;
    const updated = await t.request('PUT', `/rest/shifts/${id}`, {
      cookie: cookies.superadmin,
      body: shift('Morning', [6, 30], [14, 30]),
    });
    expect(updated.json()).toMatchObject({
      status: 'Shift updated successfully',
      shift: { fromMinute: 30, toMinute: 30 },
    });
    const again = await t.request('POST', '/rest/shifts', {
      cookie: cookies.admin,
      body: shift('MORNING', [7, 0], [8, 0]),
    });
    expect(again.json()).toMatchObject({
      statusCode: 409,
      message: SHIFT_MESSAGES.nameTaken('MORNING'),
    });
    await t.request('POST', '/rest/shifts', {
      cookie: cookies.admin,
      body: shift('Night', [22, 0], [6, 0]),
    });
    // The task dashboard's period takes a shift: its roles read them.
    const list = await t.request('GET', '/rest/shifts', { cookie: cookies.manager });
    expect(list.json().map((s: { name: string }) => s.name)).toEqual(['Morning', 'Night']);
  });

  it('refuses bad times and a shift of no length', async () => {
    for (const body of [
      shift('X', [24, 0], [6, 0]),
      shift('X', [6, 60], [7, 0]),
      shift('X', [6, 0], [6, 0]),
      shift(' ', [6, 0], [7, 0]),
      { name: 'X', fromHour: 6 },
    ]) {
      const response = await t.request('POST', '/rest/shifts', { cookie: cookies.admin, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('lets only superadmin and admin change shifts (doc 2 §6)', async () => {
    for (const role of BUILT_IN_ROLES) {
      const response = await t.request('POST', '/rest/shifts', {
        cookie: cookies[role],
        body: shift(`By ${role}`, [1, 0], [2, 0]),
      });
      expect(response.statusCode, role).toBe(role === 'superadmin' || role === 'admin' ? 200 : 403);
    }
  });

  it('deletes comma-joined ids, answering success; all or none', async () => {
    const list = (await t.request('GET', '/rest/shifts', { cookie: cookies.admin })).json();
    const ids = list
      .filter((s: { name: string }) => s.name.startsWith('By '))
      .map((s: { id: number }) => s.id);
    const partly = await t.request('DELETE', `/rest/shifts?ids=${ids[0]},999999`, {
      cookie: cookies.admin,
    });
    expect(partly.statusCode).toBe(404);
    const byOperator = await t.request('DELETE', `/rest/shifts?ids=${ids.join(',')}`, {
      cookie: cookies.operator,
    });
    expect(byOperator.statusCode).toBe(403);
    const done = await t.request('DELETE', `/rest/shifts?ids=${ids.join(',')}`, {
      cookie: cookies.admin,
    });
    expect(done.json()).toEqual({ status: 'success' });
    const after = (await t.request('GET', '/rest/shifts', { cookie: cookies.admin })).json();
    expect(after.map((s: { name: string }) => s.name)).toEqual(['Morning', 'Night']);
  });
});

describe('machine allocations', () => {
  it('saves allocations and lists those of a day, with machine and area names', async () => {
    const saved = await allocate(cookies.admin, [
      { machineId: machineIds[0], areaId: areaA, fromTime: iso(6), toTime: iso(14) },
      { machineId: machineIds[0], areaId: areaB, fromTime: iso(14), toTime: iso(22) },
      { machineId: machineIds[1], areaId: areaA, fromTime: iso(22), toTime: iso(30) },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().allocations).toHaveLength(3);
    const today = await t.request('GET', `/rest/allocations?date=${day}`, {
      cookie: cookies.operator,
    });
    expect(today.json()).toEqual([
      expect.objectContaining({ machine: 'RS-01', area: 'A', fromTime: iso(6), toTime: iso(14) }),
      expect.objectContaining({ machine: 'RS-01', area: 'B', fromTime: iso(14) }),
      expect.objectContaining({ machine: 'RS-02', area: 'A', toTime: iso(30) }),
    ]);
    // The next day sees the one running past midnight.
    const tomorrow = await t.request('GET', `/rest/allocations?date=${day + 86_400_000}`, {
      cookie: cookies.operator,
    });
    expect(tomorrow.json().map((a: { machine: string }) => a.machine)).toEqual(['RS-02']);
  });

  it('refuses two allocations of one machine that overlap, whether new or dragged', async () => {
    const overlapping = await allocate(cookies.admin, [
      { machineId: machineIds[0], areaId: areaB, fromTime: iso(13), toTime: iso(15) },
    ]);
    expect(overlapping.json()).toMatchObject({
      statusCode: 409,
      message: ALLOCATION_MESSAGES.overlap('RS-01'),
    });
    const list = (
      await t.request('GET', `/rest/allocations?date=${day}`, { cookie: cookies.admin })
    ).json();
    const first = list[0];
    // Dragged onto the second: refused, nothing changed.
    const dragged = await allocate(cookies.admin, [
      { ...first, fromTime: iso(10), toTime: iso(16) },
    ]);
    expect(dragged.statusCode).toBe(409);
    // Dragged to end where the other starts: fine (touching ends do not overlap).
    const moved = await allocate(cookies.admin, [
      {
        id: first.id,
        machineId: first.machineId,
        areaId: first.areaId,
        fromTime: iso(7),
        toTime: iso(14),
      },
    ]);
    expect(moved.json().allocations[0]).toMatchObject({ fromTime: iso(7), toTime: iso(14) });
    // Both moved at once so that they no longer clash: one save, checked after both.
    const second = list[1];
    const swap = await allocate(cookies.admin, [
      { ...first, fromTime: iso(14), toTime: iso(20) },
      { ...second, fromTime: iso(8), toTime: iso(14) },
    ]);
    expect(swap.statusCode, swap.body).toBe(200);
  });

  it('needs machine, area, from and to (doc 2 §5)', async () => {
    const cases: [unknown, string][] = [
      [{ areaId: areaA, fromTime: iso(1), toTime: iso(2) }, ALLOCATION_MESSAGES.machineRequired],
      [
        { machineId: machineIds[1], fromTime: iso(1), toTime: iso(2) },
        ALLOCATION_MESSAGES.areaRequired,
      ],
      [
        { machineId: machineIds[1], areaId: areaA, toTime: iso(2) },
        ALLOCATION_MESSAGES.fromRequired,
      ],
      [
        { machineId: machineIds[1], areaId: areaA, fromTime: iso(1) },
        ALLOCATION_MESSAGES.toRequired,
      ],
      [
        { machineId: machineIds[1], areaId: areaA, fromTime: iso(2), toTime: iso(1) },
        ALLOCATION_MESSAGES.order,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await allocate(cookies.admin, [body]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const unknownMachine = await allocate(cookies.admin, [
      { machineId: 999999, areaId: areaA, fromTime: iso(1), toTime: iso(2) },
    ]);
    expect(unknownMachine.json()).toMatchObject({
      statusCode: 404,
      message: ALLOCATION_MESSAGES.unknownMachine(999999),
    });
    expect(
      (await t.request('GET', '/rest/allocations', { cookie: cookies.admin })).statusCode,
    ).toBe(400);
    expect(
      (await t.request('GET', '/rest/allocations?date=soon', { cookie: cookies.admin })).statusCode,
    ).toBe(400);
  });

  it('lets superadmin and admin allocate and delete; operators only look', async () => {
    for (const role of BUILT_IN_ROLES) {
      const response = await allocate(cookies[role], [
        {
          machineId: machineIds[1],
          areaId: areaB,
          fromTime: iso(40 + BUILT_IN_ROLES.indexOf(role)),
          toTime: iso(40.5 + BUILT_IN_ROLES.indexOf(role)),
        },
      ]);
      expect(response.statusCode, role).toBe(role === 'superadmin' || role === 'admin' ? 200 : 403);
      const read = await t.request('GET', `/rest/allocations?date=${day}`, {
        cookie: cookies[role],
      });
      expect(read.statusCode, role).toBe(
        ['superadmin', 'admin', 'operator'].includes(role) ? 200 : 403,
      );
    }
    const [one] = (
      await t.request('GET', `/rest/allocations?date=${day}`, { cookie: cookies.admin })
    ).json();
    expect(
      (await t.request('DELETE', `/rest/allocations/${one.id}`, { cookie: cookies.operator }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request('DELETE', `/rest/allocations/${one.id}`, { cookie: cookies.admin }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.request('DELETE', `/rest/allocations/${one.id}`, { cookie: cookies.admin }))
        .statusCode,
    ).toBe(404);
  });

  it('goes with its machine when the machine is deleted', async () => {
    await t.request('DELETE', `/rest/machines/${machineIds[1]}`, { cookie: cookies.admin });
    const list = (
      await t.request('GET', `/rest/allocations?date=${day}`, { cookie: cookies.admin })
    ).json();
    expect(list.every((a: { machineId: number }) => a.machineId !== machineIds[1])).toBe(true);
  });
});

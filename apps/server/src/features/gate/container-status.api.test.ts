import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import type { ContainerStatus } from '@yardline/domain/containers/container-status';
import { describe, expect, it } from 'vitest';
import { useGateApp } from '../../../test/support/gate-app.ts';

const { t, cookies, query, newNumber, gatedIn, dispatch } = useGateApp();

/** As the public /status page asks: no session unless a role is given. */
const status = (search: string, role?: string) =>
  t.request('GET', `/rest/enterprise/containers/status?${search}`, {
    cookie: role === undefined ? undefined : cookies[role],
  });
const listOf = (response: Awaited<ReturnType<typeof status>>): ContainerStatus[] =>
  response.json().responseMap.containerStatusList;

const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const item7 = { igm: '2001234', item: '7' };

describe('GET /rest/enterprise/containers/status', () => {
  it('answers each box of the item, with no login: where, since when, released or held, gone when', async () => {
    const [released, held, waiting, gone, otherItem] = [
      newNumber(),
      newNumber(),
      newNumber(),
      newNumber(),
      newNumber(),
    ];
    for (const number of [released, held, waiting, gone]) await gatedIn(number, item7);
    await gatedIn(otherItem, { igm: '2001234', item: '8' });
    for (const number of [released, held, gone]) {
      await query("insert into gate_passes (container_number, gate_pass) values ($1, 'GP-1')", [
        number,
      ]);
    }
    await query("insert into erp_holds (container_number, reason) values ($1, 'customs')", [held]);
    const out = await dispatch({ containerNumber: gone });
    expect(out.json()).toMatchObject({ dispatched: true });
    const [{ location }] = await query('select location from containers where number = $1', [
      released,
    ]);

    const response = await status('igmNumber=2001234&itemNumber=7');
    expect(response.statusCode, response.body).toBe(200);
    const list = listOf(response);
    // Exactly these keys: the public page shows nothing else of a box.
    expect(list.find((box) => box.containerNumber === released)).toEqual({
      containerNumber: released,
      status: 'IN_YARD',
      location,
      gateInDate: expect.stringMatching(TIME),
      release: 'RELEASED',
      dispatchDate: null,
    });
    expect(list.find((box) => box.containerNumber === gone)).toEqual({
      containerNumber: gone,
      status: 'DISPATCHED',
      location: null,
      gateInDate: expect.stringMatching(TIME),
      release: null,
      dispatchDate: expect.stringMatching(TIME),
    });
    expect(list.map((box) => [box.containerNumber, box.release])).toEqual(
      [
        [released, 'RELEASED'],
        [held, 'HELD'],
        [waiting, 'NOT_RELEASED'],
        [gone, null],
      ].sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  });

  it('shows a box once, at its latest visit under the item; a deleted record not at all', async () => {
    const [back, deleted] = [newNumber(), newNumber()];
    await gatedIn(back, item7);
    await query("insert into gate_passes (container_number, gate_pass) values ($1, 'GP-1')", [
      back,
    ]);
    expect((await dispatch({ containerNumber: back })).json()).toMatchObject({ dispatched: true });
    await gatedIn(back, item7);
    await gatedIn(deleted, item7);
    const forced = await dispatch({
      containerNumber: deleted,
      forceDispatch: true,
      gateOutDetails: { forceDispatchReason: 'Gated in by mistake' },
    });
    expect(forced.json()).toMatchObject({ dispatched: true });
    const [{ id }] = await query('select id from containers where number = $1', [deleted]);
    const removed = await t.request('DELETE', `/rest/enterprise/containers/${id}`, {
      cookie: cookies.admin,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    // The gate pass of its first visit is spent: the box is back and not released.
    expect(listOf(await status('igmNumber=2001234&itemNumber=7'))).toEqual([
      expect.objectContaining({
        containerNumber: back,
        status: 'IN_YARD',
        release: 'NOT_RELEASED',
      }),
    ]);
  });

  it('answers an empty list for an item with no boxes', async () => {
    const response = await status('igmNumber=9999999&itemNumber=1');
    expect(response.statusCode).toBe(200);
    expect(listOf(response)).toEqual([]);
  });

  it('refuses a missing or malformed IGM or item number with a 400 naming it', async () => {
    const bad: [search: string, says: string][] = [
      ['itemNumber=7', 'igmNumber'],
      ['igmNumber=2001234', 'itemNumber'],
      ['igmNumber=2001234:7&itemNumber=7', 'An IGM number is 1 to 20 letters, digits or dashes.'],
      ['igmNumber=2001234&itemNumber=%27%20or%201%3D1', 'An item number is 1 to 10'],
      [`igmNumber=${'1'.repeat(21)}&itemNumber=7`, 'An IGM number'],
      ['igmNumber=&itemNumber=7', 'An IGM number'],
    ];
    for (const [search, says] of bad) {
      const response = await status(search);
      expect(response.statusCode, search).toBe(400);
      expect(response.json().message, search).toContain(says);
    }
  });

  it('answers every role alike, as the public page', async () => {
    const number = newNumber();
    await gatedIn(number, item7);
    for (const role of BUILT_IN_ROLES) {
      const response = await status('igmNumber=2001234&itemNumber=7', role);
      expect(response.statusCode, role).toBe(200);
      expect(
        listOf(response).map((box) => box.containerNumber),
        role,
      ).toEqual([number]);
    }
  });
});

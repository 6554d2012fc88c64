import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/support/event-stream.ts';
import type { Box } from '../../../test/support/yard-boxes.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';
import { BASE, numbersOf, useContainersApp } from './test-containers.ts';

// Changing the containers: edit, movement alert, a box's history of them, delete; in this order,
// as each test reads what the ones before changed.
const { t, cookies, query, get, put, move, yard, out } = useContainersApp();

describe('edit: PUT /rest/enterprise/containers', () => {
  const stream = { close: () => {} } as Awaited<ReturnType<typeof openEventStream>>;
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    Object.assign(stream, await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.admin}`));
  });
  afterAll(() => stream.close());

  it('saves what planning uses: vessel, announced departure, hazardous, job order', async () => {
    const box = yard[4] as Box;
    const edit = (fields: Record<string, unknown>) =>
      put(BASE, { id: box.id, containerNumber: box.number, ...fields });
    const response = await edit({
      vessel: 'MAERSK EMDEN',
      expectedDepartureAt: '2026-12-03T12:00:00+02:00',
      hazardous: true,
      jobOrderNumber: 'JO-7',
    });
    expect(response.statusCode, response.body).toBe(200);
    const read = async () =>
      (
        await query(
          `select vessel, expected_departure_at as departure, hazardous, job_order
           from containers where id = $1`,
          [box.id],
        )
      )[0];
    expect(await read()).toEqual({
      vessel: 'MAERSK EMDEN',
      departure: new Date('2026-12-03T10:00:00Z'),
      hazardous: true,
      job_order: 'JO-7',
    });
    // Fields left out keep their value; null or '' clears one.
    expect(
      (await edit({ vessel: '', expectedDepartureAt: null, hazardous: false })).statusCode,
    ).toBe(200);
    expect(await read()).toEqual({
      vessel: null,
      departure: null,
      hazardous: false,
      job_order: 'JO-7',
    });
  });

  it('saves the fields, audits the change and publishes container.edited', async () => {
    const box = yard[3] as Box;
    const response = await put(BASE, {
      id: box.id,
      containerNumber: box.number,
      igm: '2001111',
      item: '5',
      category: 'Import',
      sizeType: '22R1',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ responsestatus: 'Edited Successfully' });
    const event = await stream.next(
      (e) => e.type === 'container.edited' && e.data.containerId === box.id,
    );
    expect(event.data).toEqual({ containerId: box.id, number: box.number });
    const [row] = await query(
      'select igm, item, category, size_type from containers where id = $1',
      [box.id],
    );
    expect(row).toEqual({ igm: '2001111', item: '5', category: 'Import', size_type: '22R1' });
    const [audit] = await query(
      "select before, after from audit_log where entity = 'container' and action = 'edit' and entity_id = $1",
      [String(box.id)],
    );
    expect(audit.before).toMatchObject({ igm: null });
    expect(audit.after).toMatchObject({ igm: '2001111', skipValidation: false });
  });

  it("answers 'Invalid container number' for a wrong check digit, and saves it with skipValidation", async () => {
    const box = out[1] as Box;
    const wrong = `${box.number.slice(0, 10)}${(Number(box.number[10]) + 1) % 10}`;
    const refused = await put(BASE, { id: box.id, containerNumber: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Invalid container number /);
    expect(refused.json().code).toBe('INVALID_CONTAINER_NUMBER');
    const saved = await put(`${BASE}?skipValidation=true`, { id: box.id, containerNumber: wrong });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await query('select number from containers where id = $1', [box.id]);
    expect(row.number).toBe(wrong);
    // Even skipping the check, a number is four letters and seven digits.
    const format = await put(`${BASE}?skipValidation=true`, {
      id: box.id,
      containerNumber: 'AB12',
    });
    expect(format.statusCode).toBe(400);
    await put(`${BASE}?skipValidation=true`, { id: box.id, containerNumber: box.number });
  });

  it('changes a dispatch date only on a dispatched box', async () => {
    const box = out[0] as Box;
    const date = new Date().toISOString();
    const refused = await put(BASE, {
      id: box.id,
      containerNumber: box.number,
      dispatchDate: date,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('has not been dispatched');
    await query("update containers set dispatch_at = now() - interval '1 hour' where id = $1", [
      box.id,
    ]);
    const ok = await put(BASE, { id: box.id, containerNumber: box.number, dispatchDate: date });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await query('select dispatch_at from containers where id = $1', [box.id]);
    expect(row.dispatch_at.toISOString()).toBe(date);
    const early = new Date(Date.now() - 400 * 86_400_000).toISOString();
    expect(
      (await put(BASE, { id: box.id, containerNumber: box.number, dispatchDate: early }))
        .statusCode,
    ).toBe(400);
    expect(
      (await put(BASE, { id: box.id, containerNumber: box.number, dispatchDate: null })).statusCode,
    ).toBe(400);
  });

  it('refuses a number already in the yard, a length change in the yard, and unknown boxes', async () => {
    const [a, b] = yard as [Box, Box];
    const taken = await put(BASE, { id: a.id, containerNumber: b.number });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`Container ${b.number} is already in the yard.`);
    const longer = await put(BASE, { id: a.id, containerNumber: a.number, sizeType: '42G1' });
    expect(longer.statusCode).toBe(409);
    expect(
      (await put(BASE, { id: a.id, containerNumber: a.number, sizeType: '99X9' })).statusCode,
    ).toBe(400);
    expect((await put(BASE, { id: 2_000_000, containerNumber: a.number })).statusCode).toBe(404);
    expect((await put(BASE, { id: 'x', containerNumber: a.number })).statusCode).toBe(400);
    expect(
      (await put(`${BASE}?skipValidation=maybe`, { id: a.id, containerNumber: a.number }))
        .statusCode,
    ).toBe(400);
  });
});

describe('movement alert: PUT /update-movement-alert', () => {
  it("sets the alerts and answers 'OK'", async () => {
    const box = yard[0] as Box;
    const response = await put(`${BASE}/update-movement-alert`, [
      { containerId: box.id, containerNumber: box.number, sizeName: '20', movementAlert: true },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ responsestatus: 'OK' });
    expect((await get(`${BASE}/${box.number}`)).json().movementAlert).toBe(true);
  });

  it('refuses a wrong number, an unknown box and an empty list', async () => {
    const box = yard[0] as Box;
    const wrong = [{ containerId: box.id, containerNumber: 'ABCU1234560', movementAlert: false }];
    expect((await put(`${BASE}/update-movement-alert`, wrong)).statusCode).toBe(400);
    const unknown = [{ containerId: 2_000_000, movementAlert: false }];
    expect((await put(`${BASE}/update-movement-alert`, unknown)).statusCode).toBe(404);
    expect((await put(`${BASE}/update-movement-alert`, [])).statusCode).toBe(400);
    expect((await get(`${BASE}/${box.number}`)).json().movementAlert).toBe(true);
  });
});

describe("a box's history: GET /movements/{number}", () => {
  it('lists gate-in, moves (productive and shifting, by whom), edits and dispatch', async () => {
    const [low, high] = [yard[3], yard[4]] as [Box, Box];
    // high stands on nothing yet (A_02_02_1); stack it on low, then take low out from under it.
    expect((await move([{ containerId: high.id, newLocation: 'A_02_01_2' }])).statusCode).toBe(200);
    const both = await move([
      { containerId: low.id, newLocation: 'B_01_01_1' },
      { containerId: high.id, newLocation: 'B_01_01_2' },
    ]);
    expect(both.statusCode, both.body).toBe(200);
    const response = await get(`${BASE}/movements/${low.number}`);
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json();
    expect(history.map((entry: { kind: string }) => entry.kind)).toEqual([
      'gate-in',
      'edit',
      'move',
    ]);
    expect(history[0]).toMatchObject({ to: 'A_02_01_1', by: 'operator', source: 'containers' });
    expect(history[1].changes).toMatchObject({ igm: { before: null, after: '2001111' } });
    expect(history[2]).toMatchObject({ from: 'A_02_01_1', to: 'B_01_01_1', shifting: false });
    const highHistory = (await get(`${BASE}/movements/${high.number}`)).json();
    expect(highHistory.at(-1)).toMatchObject({
      from: 'A_02_01_2',
      to: 'B_01_01_2',
      shifting: true,
    });
  });

  it('answers 404 for an unknown number and 400 for text that is not one', async () => {
    expect((await get(`${BASE}/movements/ABCU0000000`)).statusCode).toBe(404);
    expect((await get(`${BASE}/movements/ABC%00`)).statusCode).toBe(400);
  });
});

describe('delete: DELETE /{id}', () => {
  it('refuses a box standing in the yard', async () => {
    const box = yard[2] as Box;
    const response = await t.request('DELETE', `${BASE}/${box.id}`, { cookie: cookies.operator });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `${box.number} stands at A_01_03_1: only a box that has left the yard can be deleted.`,
    );
  });

  it('deletes a box out of the yard, keeping its history; the ledger no longer moves it', async () => {
    const box = out[1] as Box;
    const response = await t.request('DELETE', `${BASE}/${box.id}`, { cookie: cookies.operator });
    expect(response.statusCode, response.body).toBe(204);
    expect(numbersOf(await get(`${BASE}/all`))).not.toContain(box.number);
    expect((await get(`${BASE}/${box.number}`)).statusCode).toBe(404);
    const history = (await get(`${BASE}/movements/${box.number}`)).json();
    expect(history.at(-1)).toMatchObject({ kind: 'delete', by: 'operator' });
    const moved = await move([{ containerId: box.id, newLocation: 'B_01_02_1' }]);
    expect(moved.statusCode).toBe(404);
    const again = await t.request('DELETE', `${BASE}/${box.id}`, { cookie: cookies.operator });
    expect(again.statusCode).toBe(404);
  });
});

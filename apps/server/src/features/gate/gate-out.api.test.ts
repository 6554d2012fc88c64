import { describe, expect, it } from 'vitest';
import { useGateApp } from '../../../test/support/gate-app.ts';

const { t, cookies, query, newNumber, dispatch, gatedIn } = useGateApp();

describe('POST /rest/gate/dispatch', () => {
  it("answers 'Gate Pass Not Found' without a pass, and dispatches when forced with a reason", async () => {
    const number = newNumber();
    await gatedIn(number);
    const first = await dispatch({ containerNumber: number });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      responsestatus: 'Gate Pass Not Found',
      dispatched: false,
      foundInErp: false,
      gatePassFound: false,
      moves: [],
    });
    const noReason = await dispatch({ containerNumber: number, forceDispatch: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(
      'Please provide a suitable reason to dispatch this container.',
    );
    const forced = await dispatch({
      containerNumber: number,
      forceDispatch: true,
      gateOutDetails: { forceDispatchReason: 'Customs released it by phone' },
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json()).toMatchObject({ responsestatus: 'success', dispatched: true });
    expect(await query('select location, dispatch_at is not null as gone from containers')).toEqual(
      [{ location: null, gone: true }],
    );
    expect(
      await query(
        "select details->>'forceDispatchReason' as reason from gate_transactions where kind = 'dispatch'",
      ),
    ).toEqual([{ reason: 'Customs released it by phone' }]);
    // Gone: the number may come back through the gate.
    expect((await dispatch({ containerNumber: number })).statusCode).toBe(404);
    expect(await gatedIn(number)).toBe('A_01_01_1');
  });

  it('dispatches a box with a gate pass, asking first about an ERP hold', async () => {
    const number = newNumber();
    await gatedIn(number);
    await query("insert into gate_passes (container_number, gate_pass) values ($1, 'GP-1')", [
      number,
    ]);
    await query("insert into erp_holds (container_number, reason) values ($1, 'customs')", [
      number,
    ]);
    const held = await dispatch({ containerNumber: number });
    expect(held.json()).toMatchObject({
      responsestatus: 'Container found In Erp',
      dispatched: false,
      foundInErp: true,
      gatePassFound: true,
    });
    const confirmed = await dispatch({ containerNumber: number, forceDispatch: true });
    expect(confirmed.json()).toMatchObject({
      responsestatus: 'success',
      dispatched: true,
      foundInErp: true,
    });
  });

  it('shifts the boxes standing on the leaving box, recording shifting moves', async () => {
    const [bottom, middle, top] = [newNumber(), newNumber(), newNumber()];
    for (const number of [bottom, middle, top]) await gatedIn(number);
    // The engine spreads them on the ground; stack them to have something to shift.
    const ids = await query('select id, number from containers');
    const idOf = (number: string) => ids.find((row) => row.number === number).id;
    const stacked = await t.request('POST', '/rest/yard/updateLocation', {
      cookie: cookies.operator,
      body: [
        { containerId: idOf(middle), newLocation: 'A_01_01_2' },
        { containerId: idOf(top), newLocation: 'A_01_01_3' },
      ],
    });
    expect(stacked.statusCode, stacked.body).toBe(200);
    await query("insert into gate_passes (container_number, gate_pass) values ($1, 'GP-2')", [
      bottom,
    ]);
    const response = await dispatch({ containerNumber: bottom });
    expect(response.statusCode, response.body).toBe(200);
    const moves = response.json().moves;
    expect(moves).toEqual([
      {
        containerId: expect.any(Number),
        number: top,
        from: 'A_01_01_3',
        to: 'A_01_02_1',
        shifting: true,
      },
      {
        containerId: expect.any(Number),
        number: middle,
        from: 'A_01_01_2',
        to: 'A_01_03_1',
        shifting: true,
      },
      {
        containerId: expect.any(Number),
        number: bottom,
        from: 'A_01_01_1',
        to: null,
        shifting: false,
      },
    ]);
    expect(await query('select count(*)::int as n from movements where shifting')).toEqual([
      { n: 2 },
    ]);
  });

  it('dispatches a box once when two clerks dispatch it at once', async () => {
    const number = newNumber();
    await gatedIn(number);
    await query("insert into gate_passes (container_number, gate_pass) values ($1, 'GP-3')", [
      number,
    ]);
    const responses = await Promise.all([
      dispatch({ containerNumber: number }),
      dispatch({ containerNumber: number }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(
      await query("select count(*)::int as n from gate_transactions where kind = 'dispatch'"),
    ).toEqual([{ n: 1 }]);
  });

  it('refuses bad input with the spec messages', async () => {
    const short = await dispatch({ containerNumber: 'MSKU12' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Enter correct container number');
    const noTime = await t.request('POST', '/rest/gate/dispatch', {
      cookie: cookies.gateoutuser,
      body: { containerNumber: 'MSKU1234565' },
    });
    expect(noTime.json().message).toBe('Enter dispatch time');
    expect((await dispatch({ containerNumber: 'MSKU1234565' }, 'operator')).statusCode).toBe(403);
  });
});

describe('POST /rest/gate/retag and GET /rest/gate/containers/{number}', () => {
  it('shows a box as its number is typed, and retags it', async () => {
    const number = newNumber();
    expect(
      (
        await t.request('GET', `/rest/gate/containers/${number}`, { cookie: cookies.gateinuser })
      ).json(),
    ).toMatchObject({
      number,
      inYard: false,
      location: null,
    });
    await gatedIn(number, { containerType: 'RF' });
    const state = await t.request('GET', `/rest/gate/containers/${number.toLowerCase()}`, {
      cookie: cookies.gateinuser,
    });
    expect(state.json()).toMatchObject({
      number,
      inYard: true,
      location: 'A_01_01_1',
      sizeType: '22R1',
      tag: '12345678',
      gatePass: false,
    });
    const retag = await t.request('POST', '/rest/gate/retag', {
      cookie: cookies.gateinuser,
      body: { containerNumber: number, oldTag: '12345678', newTag: '87654321' },
    });
    expect(retag.statusCode, retag.body).toBe(200);
    expect(retag.json()).toEqual({
      responsestatus: 'success',
      containerNumber: number,
      oldTag: '12345678',
      newTag: '87654321',
    });
    expect(await query('select tag from containers')).toEqual([{ tag: '87654321' }]);
  });

  it('refuses a retag with the spec messages', async () => {
    const number = newNumber();
    await gatedIn(number);
    const retag = (body: Record<string, unknown>) =>
      t.request('POST', '/rest/gate/retag', { cookie: cookies.gateinuser, body });
    expect((await retag({ newTag: '87654321' })).json().message).toBe(
      'Enter container number before proceeding',
    );
    expect((await retag({ containerNumber: number })).json().message).toBe(
      'Enter new container tag',
    );
    expect((await retag({ containerNumber: number, newTag: '8765' })).json().message).toBe(
      'New tag should be of 8 characters',
    );
    await query('update containers set tag = null');
    const untagged = await retag({ containerNumber: number, newTag: '87654321' });
    expect(untagged.statusCode).toBe(400);
    expect(untagged.json().message).toBe(
      'No existing container tag found for the entered container',
    );
  });
});

describe('POST /rest/gate/vehicle-gate-in', () => {
  const vehicle = (body: Record<string, unknown>, role = 'gateinuser') =>
    t.request('POST', '/rest/gate/vehicle-gate-in', {
      cookie: cookies[role],
      body: { trailerNumber: 'MH04AB1234', trailerTag: 'TRL00001', ...body },
    });

  it("records a trailer and counts it against its agent's allowance", async () => {
    await query(`
      with a as (insert into master_entries (list, name) values ('activities', 'Empty Delivery')
                 on conflict do nothing returning id),
           c as (insert into chas (name) values ('Om Logistics') returning id),
           al as (insert into cha_allocations (cha_id) select id from c returning id, cha_id)
      insert into cha_allowed_deliveries (allocation_id, activity_id, allowed_count, allowed_20, allowed_40)
      select al.id, a.id, 4, 2, 2 from al, a`);
    const [{ id: chaId }] = await query("select id from chas where name = 'Om Logistics'");
    for (const gateInType of ['Import', 'Loaded Delivery', 'De-stuff Delivery']) {
      const response = await vehicle({ gateInType });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        responsestatus: 'success',
        trailerNumber: 'MH04AB1234',
        tasks: [],
      });
    }
    const counted = await vehicle({ gateInType: 'Empty Delivery', chaId });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(await query('select gated_in_count from cha_allowed_deliveries')).toEqual([
      { gated_in_count: 1 },
    ]);
    expect(
      await query(
        "select count(*)::int as n from gate_transactions where kind = 'vehicle-gate-in'",
      ),
    ).toEqual([{ n: 4 }]);
    const noAllowance = await vehicle({ gateInType: 'Import', chaId });
    expect(noAllowance.statusCode).toBe(400);
    expect(await query('select gated_in_count from cha_allowed_deliveries')).toEqual([
      { gated_in_count: 1 },
    ]);
  });

  it.each([
    [{ gateInType: '' }, 'Choose gate-in type for vehicle'],
    [{ gateInType: 'Import', trailerNumber: '' }, 'Enter trailer number'],
    [{ gateInType: 'Import', trailerTag: '' }, 'Enter trailer tag'],
    [{ gateInType: 'Import', trailerTag: 'TRL1' }, 'Trailer tag should be of 8 characters'],
  ])('refuses %j with the spec message', async (body, message) => {
    const response = await vehicle(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('is for the roles that see the gate, and counts a resent truck once', async () => {
    expect((await vehicle({ gateInType: 'Import' }, 'operator')).statusCode).toBe(403);
    const headers = { 'idempotency-key': 'trailer-7' };
    const send = () =>
      t.request('POST', '/rest/gate/vehicle-gate-in', {
        cookie: cookies.gateoutuser,
        headers,
        body: { trailerNumber: 'MH04AB9999', trailerTag: 'TRL00009', gateInType: 'Import' },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect(
      await query(
        "select count(*)::int as n from gate_transactions where trailer_number = 'MH04AB9999'",
      ),
    ).toEqual([{ n: 1 }]);
  });
});

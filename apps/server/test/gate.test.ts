import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { makeContainerNumber } from '@yardline/domain/containers/container-number';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/plugins/access.ts';
import { openEventStream } from './support/event-stream.ts';
import { useTestApp } from './support/test-app.ts';
import { addPairArea } from './support/yard-boxes.ts';

const t = useTestApp();
const cookies: Record<string, string> = {};
let serial = 100_000 + Math.floor(Math.random() * 800_000);
const newNumber = () => makeContainerNumber('TGT', 'U', ++serial);

const query = async (text: string, values: unknown[] = []) =>
  (await t.database.pool.query(text, values)).rows;

const container = (number: string, over: Record<string, unknown> = {}) => ({
  tagId: '12345678',
  containerNumber: number,
  gateInPurpose: 'Import',
  containerSize: '20',
  containerType: 'GP',
  ...over,
});
const truck = (over: Record<string, unknown> = {}) => ({
  trailerNumber: 'MH04AB1234',
  trailerTag1: 'TRL00001',
  ...over,
});
const gateIn = (body: unknown, role = 'gateinuser', headers: Record<string, string> = {}) =>
  t.request('POST', '/rest/gate/gate-in', { cookie: cookies[role], body, headers });
const dispatch = (body: Record<string, unknown>, role = 'gateoutuser') =>
  t.request('POST', '/rest/gate/dispatch', {
    cookie: cookies[role],
    body: { dispatchTime: Date.now(), ...body },
  });
/** Gates a 20 ft box in (or 40 ft), expecting success; returns its location. */
const gatedIn = async (number: string, over: Record<string, unknown> = {}) => {
  const response = await gateIn(truck({ container1Data: container(number, over) }));
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().responsestatus).toBe('TRSuccess');
  return response.json().containers[0].location as string;
};

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
  await addPairArea(t);
});

beforeEach(async () => {
  await query('delete from containers');
  await query('delete from idempotency_keys');
  await query('delete from gate_transactions');
  await query('delete from colour_rules');
  await query('delete from gate_passes');
  await query('delete from erp_holds');
});

describe('POST /rest/gate/gate-in', () => {
  it('gates a box in: its row, slot, task, movement, audit and gate record in one go', async () => {
    const number = newNumber();
    const response = await gateIn(
      truck({
        plaCard: 'PLA-7',
        container1Data: container(number, { igm: '2001234', item: '7' }),
        gateInTasks: [{ containerNumber: number, taskType: 'Grounding', deliveryMode: 'Loaded' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    const [box] = answer.containers;
    expect(answer).toEqual({
      responsestatus: 'TRSuccess',
      containers: [{ containerId: expect.any(Number), number, location: 'A_01_01_1' }],
      tasks: [
        {
          id: expect.any(Number),
          containerNumber: number,
          taskType: 'Grounding',
          deliveryMode: 'Loaded',
          fromLocation: 'Trailer',
          toLocation: 'Slot',
          toLocationDetails: 'A_01_01_1',
          assignedToMachine: 'ALL',
        },
      ],
    });
    expect(
      await query(
        'select number, size_type, size_feet, tag, process, igm, item, location from containers',
      ),
    ).toEqual([
      {
        number,
        size_type: '22G1',
        size_feet: 20,
        tag: '12345678',
        process: 'Import',
        igm: '2001234',
        item: '7',
        location: 'A_01_01_1',
      },
    ]);
    expect(
      await query('select from_location, to_location, source, user_id from movements'),
    ).toEqual([
      {
        from_location: null,
        to_location: 'A_01_01_1',
        source: 'gate',
        user_id: t.userIds.gateinuser,
      },
    ]);
    expect(
      (
        await query('select action from audit_log where entity_id = $1 order by id', [
          String(box.containerId),
        ])
      ).map((row) => row.action),
    ).toEqual(['move', 'gate-in']);
    expect(
      await query(
        'select kind, container_number, trailer_number, trailer_tag from gate_transactions where container_id = $1',
        [box.containerId],
      ),
    ).toEqual([
      {
        kind: 'gate-in',
        container_number: number,
        trailer_number: 'MH04AB1234',
        trailer_tag: 'TRL00001',
      },
    ]);
  });

  it('puts the next box on the next ground slot (nothing tells them apart: the engine levels), a 40 ft box on a merged pair', async () => {
    expect(await gatedIn(newNumber())).toBe('A_01_01_1');
    expect(await gatedIn(newNumber())).toBe('A_01_02_1');
    expect(await gatedIn(newNumber(), { containerSize: '40', containerType: 'HC' })).toBe(
      'C_01_01_1,C_01_02_1',
    );
    expect(await query('select size_type from containers where size_feet = 40')).toEqual([
      { size_type: '45G1' },
    ]);
  });

  it('gates two 20 ft boxes of a double offloading in together', async () => {
    const [a, b] = [newNumber(), newNumber()];
    const response = await gateIn(
      truck({ container1Data: container(a), container2Data: container(b, { tagId: 'DummyTag' }) }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().containers.map((box: { number: string }) => box.number)).toEqual([a, b]);
    expect(response.json().containers.map((box: { location: string }) => box.location)).toEqual([
      'A_01_01_1',
      'A_01_02_1',
    ]);
  });

  it('keeps to the colour rules', async () => {
    await query(`
      with r as (insert into colour_rules (name, color, process) values ('Empties', '#8c8c8c', 'Empty') returning id)
      insert into colour_rule_cells (cell_id, rule_id)
      select c.id, r.id from cells c, r where c.full_name like 'A\\_%'`);
    expect(await gatedIn(newNumber())).toBe('B_01_01_1');
    expect(await gatedIn(newNumber(), { gateInPurpose: 'Empty' })).toBe('A_01_01_1');
  });

  it("answers 'Invalid container number' and changes nothing, unless told to skip the check", async () => {
    const good = newNumber();
    const wrong = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
    const body = truck({ container1Data: container(wrong) });
    const refused = await gateIn(body);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      responsestatus: `Invalid container number ${wrong}`,
      containers: [],
      tasks: [],
    });
    expect(await query('select id from containers')).toEqual([]);
    const forced = await gateIn({ ...body, skipValidation: true });
    expect(forced.json().responsestatus).toBe('TRSuccess');
  });

  it.each([
    [
      { container1Data: container('MSKU1234565', { gateInPurpose: '' }) },
      'Choose gate-in type for container',
    ],
    [{ container1Data: container('MSKU12345') }, 'Enter correct number for first container'],
    [
      { container1Data: container('MSKU1234565', { tagId: '123' }) },
      'Enter correct tag for first container',
    ],
    [
      {
        container1Data: container('MSKU1234565'),
        container2Data: container('MSKU1234565', { tagId: '87654321' }),
      },
      'Container numbers for both containers can not be same',
    ],
    [
      { container1Data: container('MSKU1234565'), container2Data: container('MSCU1234569') },
      'Tag numbers for both containers can not be same',
    ],
    [
      { container1Data: container('MSKU1234565'), trailerTag1: 'TRL1' },
      'Trailer tag should be of 8 characters',
    ],
    [{ container1Data: container('MSKU1234565'), trailerNumber: '' }, 'Enter trailer number'],
    [{}, 'Insufficient data for proceeding with gate-in'],
  ])('refuses %j with the spec message', async (over, message) => {
    const response = await gateIn(truck(over));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await query('select id from containers')).toEqual([]);
  });

  it('refuses a box already in the yard, naming where it stands', async () => {
    const number = newNumber();
    await gatedIn(number);
    const again = await gateIn(truck({ container1Data: container(number) }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${number} is already in the yard at A_01_01_1.`);
  });

  it('lets the roles that see the gate in, and no one else', async () => {
    for (const role of BUILT_IN_ROLES) {
      const response = await gateIn(truck({ container1Data: container(newNumber()) }), role);
      const allowed = ['superadmin', 'admin', 'gateinuser', 'gateoutuser'].includes(role);
      expect(response.statusCode, role).toBe(allowed ? 200 : 403);
    }
  });

  it('lets exactly one of ten simultaneous gate-ins of one box through', async () => {
    const number = newNumber();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => gateIn(truck({ container1Data: container(number) }))),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    expect(await query('select count(*)::int as n from containers')).toEqual([{ n: 1 }]);
    expect(await query('select count(*)::int as n from movements')).toEqual([{ n: 1 }]);
  });

  it('answers a resend with the same Idempotency-Key from the first, changing nothing', async () => {
    const body = truck({ container1Data: container(newNumber()) });
    const headers = { 'idempotency-key': 'truck-42-attempt' };
    const [first, second] = await Promise.all([
      gateIn(body, 'gateinuser', headers),
      gateIn(body, 'gateinuser', headers),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    const third = await gateIn(body, 'gateinuser', headers);
    expect(third.json()).toEqual(first.json());
    expect(await query('select count(*)::int as n from containers')).toEqual([{ n: 1 }]);
    expect(
      await query('select count(*)::int as n from gate_transactions where kind = $1', ['gate-in']),
    ).toEqual([{ n: 1 }]);

    const other = await gateIn(
      truck({ container1Data: container(newNumber()) }),
      'gateinuser',
      headers,
    );
    expect(other.statusCode).toBe(422);
    // Keys are the sender's own: another clerk's key of the same name is another request.
    const admin = await gateIn(body, 'admin', headers);
    expect(admin.statusCode).toBe(409);
  });

  it('publishes container.gated-in when the gate-in commits', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(url, `${SESSION_COOKIE}=${cookies.gateinuser}`);
    try {
      const number = newNumber();
      await gatedIn(number);
      const event = await stream.next((e) => e.type === 'container.gated-in');
      expect(event.data).toEqual({
        containerId: expect.any(Number),
        number,
        location: 'A_01_01_1',
      });
    } finally {
      stream.close();
    }
  });
});

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

import { BUILT_IN_ROLES, type BuiltInRole } from '@yardline/domain/auth/roles';
import { MACHINE_MESSAGES } from '@yardline/domain/machines/machine.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, openEventStream } from '../../../test/support/event-stream.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';

const t = useTestApp();
const cookies = {} as Record<BuiltInRole, string>;
let baseUrl = '';
const streams: EventStream[] = [];

const machine = (name: string, overrides: Record<string, unknown> = {}) => ({
  machineName: name,
  machineType: 'Reach-Stacker',
  ...overrides,
});

async function addMachine(name: string, overrides: Record<string, unknown> = {}) {
  const response = await t.request('POST', '/rest/machines', {
    cookie: cookies.operator,
    body: machine(name, overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().machine as { id: number; machineName: string; label: string | null };
}

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => {
  for (const stream of streams) stream.close();
});

describe('machines', () => {
  it('adds a machine with its type, status, label and position, audited', async () => {
    const added = await addMachine('RS-01', {
      machineStatus: 'Idle',
      label: 'a',
      isrfidInstalled: true,
      zone: 'Import Zone',
      lat: 18.95,
      lng: 72.95,
    });
    const got = await t.request('GET', `/rest/machines/${added.id}`, { cookie: cookies.admin });
    expect(got.json()).toEqual({
      id: added.id,
      machineName: 'RS-01',
      machineType: 'Reach-Stacker',
      machineStatus: 'Idle',
      label: 'A',
      isrfidInstalled: true,
      zone: 'Import Zone',
      lat: 18.95,
      lng: 72.95,
      lastDataReceived: null,
    });
    const { rows } = await t.database.pool.query(
      "select action from audit_log where entity = 'machine' and entity_id = $1",
      [String(added.id)],
    );
    expect(rows).toEqual([{ action: 'create' }]);
  });

  it('keeps names unique whatever their case, and says so on blur', async () => {
    const again = await t.request('POST', '/rest/machines', {
      cookie: cookies.operator,
      body: machine('rs-01', { machineType: 'Fork-Lift' }),
    });
    expect(again.json()).toMatchObject({
      statusCode: 409,
      message: MACHINE_MESSAGES.nameTaken('rs-01'),
    });
    const taken = await t.request('GET', '/rest/machines/name-exists?name=Rs-01', {
      cookie: cookies.operator,
    });
    expect(taken.json()).toEqual({ exists: true });
    const free = await t.request('GET', '/rest/machines/name-exists?name=RS-99', {
      cookie: cookies.operator,
    });
    expect(free.json()).toEqual({ exists: false });
    // The machine being edited may keep its own name.
    const own = await t.request('GET', '/rest/machines?type=Reach-Stacker', {
      cookie: cookies.operator,
    });
    const id = own.json()[0].id;
    const self = await t.request('GET', `/rest/machines/name-exists?name=RS-01&id=${id}`, {
      cookie: cookies.operator,
    });
    expect(self.json()).toEqual({ exists: false });
  });

  it('gives a label letter to one machine only; Y is no label', async () => {
    const taken = await t.request('POST', '/rest/machines', {
      cookie: cookies.operator,
      body: machine('RS-02', { label: 'A' }),
    });
    expect(taken.json()).toMatchObject({
      statusCode: 409,
      message: MACHINE_MESSAGES.labelTaken('A'),
    });
    const y = await t.request('POST', '/rest/machines', {
      cookie: cookies.operator,
      body: machine('RS-02', { label: 'Y' }),
    });
    expect(y.statusCode).toBe(400);
    expect(y.json().message).toContain(MACHINE_MESSAGES.labelLetter);
    await addMachine('RS-02', { label: 'B' });
  });

  it('refuses bad input: unknown type or status, blank name, half a position', async () => {
    for (const body of [
      machine('X-1', { machineType: 'Crane' }),
      machine('X-1', { machineStatus: 'Asleep' }),
      machine('  '),
      machine('X-1', { lat: 18.9 }),
      machine('X-1', { lat: 91, lng: 0 }),
      { machineType: 'Fork-Lift' },
    ]) {
      const response = await t.request('POST', '/rest/machines', {
        cookie: cookies.operator,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const badQuery = await t.request('GET', '/rest/machines?type=Crane', { cookie: cookies.admin });
    expect(badQuery.statusCode).toBe(400);
  });

  it('lists by name, filters by type and status, and answers the locations', async () => {
    await addMachine('FL-01', { machineType: 'Fork-Lift', machineStatus: 'Break-Down' });
    const all = await t.request('GET', '/rest/machines', { cookie: cookies.operator });
    expect(all.json().map((m: { machineName: string }) => m.machineName)).toEqual([
      'FL-01',
      'RS-01',
      'RS-02',
    ]);
    const broken = await t.request('GET', '/rest/machines?status=Break-Down', {
      cookie: cookies.operator,
    });
    expect(broken.json().map((m: { machineName: string }) => m.machineName)).toEqual(['FL-01']);
    const locations = await t.request('GET', '/rest/machines/locations', {
      cookie: cookies.operator,
    });
    expect(locations.json()).toContainEqual(
      expect.objectContaining({
        machineName: 'RS-01',
        status: 'Idle',
        position: { lat: 18.95, lng: 72.95 },
        lastDataReceived: null,
      }),
    );
    expect(locations.json()).toContainEqual(
      expect.objectContaining({ machineName: 'RS-02', position: null }),
    );
    const map = await t.request('GET', '/rest/machines/yard-map', { cookie: cookies.operator });
    expect(map.json().responseMap.printObject.imageName).toMatch(/^machines-.*\.png$/);
    expect(map.json().dataprovider).toHaveLength(3);
    const types = await t.request('GET', '/rest/machines/types', { cookie: cookies.operator });
    expect(types.json()).toEqual(['Reach-Stacker', 'Fork-Lift', 'Rubber Tyre Gantry']);
  });

  it('updates and deletes, with 404 for a machine that is gone', async () => {
    const added = await addMachine('RTG-01', { machineType: 'Rubber Tyre Gantry' });
    const updated = await t.request('PUT', `/rest/machines/${added.id}`, {
      cookie: cookies.operator,
      body: machine('RTG-1', { machineType: 'Rubber Tyre Gantry', label: 'Z' }),
    });
    expect(updated.json()).toMatchObject({
      status: 'success',
      machine: { machineName: 'RTG-1', label: 'Z' },
    });
    const renamedOnto = await t.request('PUT', `/rest/machines/${added.id}`, {
      cookie: cookies.operator,
      body: machine('RS-02'),
    });
    expect(renamedOnto.statusCode).toBe(409);
    const removed = await t.request('DELETE', `/rest/machines/${added.id}`, {
      cookie: cookies.operator,
    });
    expect(removed.statusCode).toBe(204);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', machine('RTG-1')],
      ['DELETE', undefined],
    ] as const) {
      const gone = await t.request(method, `/rest/machines/${added.id}`, {
        cookie: cookies.operator,
        body,
      });
      expect(gone.json()).toMatchObject({
        statusCode: 404,
        message: MACHINE_MESSAGES.notFound(added.id),
      });
    }
  });

  it('lets superadmin, admin and operator edit; the gate reads the list only', async () => {
    const expectations: Record<BuiltInRole, { list: number; get: number; add: number }> = {
      superadmin: { list: 200, get: 200, add: 200 },
      admin: { list: 200, get: 200, add: 200 },
      operator: { list: 200, get: 200, add: 200 },
      // Machines hidden (doc 1 §6, doc 3 §6); the gate's roles read the list (a reader's machine).
      manager: { list: 403, get: 403, add: 403 },
      gateinuser: { list: 200, get: 403, add: 403 },
      gateoutuser: { list: 200, get: 403, add: 403 },
      kiosk: { list: 403, get: 403, add: 403 },
    };
    const [first] = (await t.request('GET', '/rest/machines', { cookie: cookies.admin })).json();
    for (const role of BUILT_IN_ROLES) {
      const list = await t.request('GET', '/rest/machines', { cookie: cookies[role] });
      const get = await t.request('GET', `/rest/machines/${first.id}`, { cookie: cookies[role] });
      const add = await t.request('POST', '/rest/machines', {
        cookie: cookies[role],
        body: machine(`BY-${role}`),
      });
      expect({ list: list.statusCode, get: get.statusCode, add: add.statusCode }, role).toEqual(
        expectations[role],
      );
    }
    expect((await t.request('GET', '/rest/machines')).statusCode).toBe(401);
  });

  it('takes a position report once per key and pushes it to open maps', async () => {
    const added = await addMachine('RS-LIVE');
    const stream = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.operator}`);
    streams.push(stream);
    const blind = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.manager}`);
    streams.push(blind);
    const report = (body: unknown, key?: string) =>
      t.request('POST', `/rest/machines/${added.id}/position`, {
        cookie: cookies.operator,
        body,
        headers: key ? { 'idempotency-key': key } : {},
      });
    const first = await report({ lat: 18.9512, lng: 72.9521, status: 'Break-Down' }, 'k-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      machineName: 'RS-LIVE',
      status: 'Break-Down',
      position: { lat: 18.9512, lng: 72.9521 },
    });
    const heard = Date.parse(first.json().lastDataReceived);
    expect(Math.abs(Date.now() - heard)).toBeLessThan(60_000);
    const event = await stream.next(
      (e) => e.type === 'machine.position' && e.data.id === added.id,
      5_000,
    );
    expect(event.data).toMatchObject({ status: 'Break-Down', lat: 18.9512, lng: 72.9521 });

    // A resend changes nothing and gets the first answer; the key cannot carry another report.
    const resend = await report({ lat: 18.9512, lng: 72.9521, status: 'Break-Down' }, 'k-1');
    expect(resend.json()).toEqual(first.json());
    const reused = await report({ lat: 18.9, lng: 72.9 }, 'k-1');
    expect(reused.statusCode).toBe(422);
    const { rows } = await t.database.pool.query(
      "select action from audit_log where entity = 'machine' and entity_id = $1 and action = 'status'",
      [String(added.id)],
    );
    expect(rows).toHaveLength(1);

    expect((await report({ lat: 95, lng: 0 })).statusCode).toBe(400);
    expect((await report({ lat: 18.9 })).statusCode).toBe(400);
    const unknown = await t.request('POST', '/rest/machines/999999/position', {
      cookie: cookies.operator,
      body: { lat: 1, lng: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    // A role without the machine screens, the tasks or the gate hears nothing of it.
    expect(blind.events.some(({ event }) => event.type === 'machine.position')).toBe(false);
  });
});

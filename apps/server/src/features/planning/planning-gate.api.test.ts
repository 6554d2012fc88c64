import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { GATE_PLANNING_MESSAGES as M } from '@yardline/domain/planning/gate-planning';
import { beforeAll, describe, expect, it } from 'vitest';
import { setEnterpriseVersion } from '../../../test/support/fixtures.ts';
import { useGateApp } from '../../../test/support/gate-app.ts';

const { t, cookies, query, newNumber, container, truck, gateIn } = useGateApp();
const GATE_ROLES = ['superadmin', 'admin', 'gateinuser', 'gateoutuser'];

const planningBox = (number: string, size = '20', category = 'Import') => ({
  containerNumber: number,
  containerSize: size,
  params: [
    { paramId: 'containerSize', value: size },
    { paramId: 'category', value: category },
  ],
});
const suggest = (containers: unknown, role = 'gateinuser') =>
  t.request('POST', '/rest/gate/planning-suggestions', {
    cookie: cookies[role],
    body: { containers },
  });
const setEnterprise = (on: boolean) => setEnterpriseVersion(query, on);
beforeAll(async () => {
  // The gate-in types the terminal lists: the category parameter's allowed values.
  await query(
    "insert into master_entries (list, name) values ('container-processes', 'Import'), ('container-processes', 'Export'), ('container-processes', 'Empty') on conflict do nothing",
  );
});

type Suggested = {
  containerNumber: string;
  matchPercent: number | null;
  suggestedLocation: string | null;
  otherLocations: { location: string; matchPercent: number }[];
};

describe('GET /rest/gate/planning-params', () => {
  it('lists the size parameter and the gate-in types the engine takes', async () => {
    const response = await t.request('GET', '/rest/gate/planning-params', {
      cookie: cookies.gateinuser,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [size, category] = response.json();
    expect(size).toEqual({
      paramId: 'containerSize',
      name: 'Container size',
      dataProvider: 'CONTAINER_SIZE',
      allowedStrings: ['20', '40'],
    });
    expect(category).toMatchObject({ paramId: 'category', dataProvider: 'CUSTOM' });
    expect(category.allowedStrings).toEqual(expect.arrayContaining(['Import', 'Export', 'Empty']));
  });
});

describe('POST /rest/gate/planning-suggestions', () => {
  it('suggests the slot the gate-in then takes, with the other locations and their fit', async () => {
    const number = newNumber();
    const response = await suggest([planningBox(number)]);
    expect(response.statusCode, response.body).toBe(200);
    const [box] = response.json().containers as Suggested[];
    expect(box?.containerNumber).toBe(number);
    expect(box?.suggestedLocation).toMatch(/^[A-Z]+_\d+_\d+_\d+$/);
    expect(box?.matchPercent).toBeGreaterThan(0);
    expect(box?.otherLocations.length).toBeGreaterThan(0);
    for (const other of box?.otherLocations ?? []) {
      expect(other.location).not.toBe(box?.suggestedLocation);
      expect(other.matchPercent).toBeLessThanOrEqual(box?.matchPercent ?? 0);
    }
    const gated = await gateIn(truck({ container1Data: container(number) }));
    expect(gated.statusCode, gated.body).toBe(200);
    expect(gated.json().containers[0].location).toBe(box?.suggestedLocation);
  });

  it('gives the two boxes of a truck different slots, the ones a double gate-in takes', async () => {
    const [a, b] = [newNumber(), newNumber()];
    const response = await suggest([planningBox(a), planningBox(b, '20', 'Export')]);
    expect(response.statusCode, response.body).toBe(200);
    const [first, second] = response.json().containers as Suggested[];
    expect(first?.suggestedLocation).not.toBe(second?.suggestedLocation);
    const gated = await gateIn(
      truck({
        container1Data: container(a),
        container2Data: container(b, { gateInPurpose: 'Export', tagId: '12345679' }),
      }),
    );
    expect(gated.statusCode, gated.body).toBe(200);
    expect(gated.json().containers.map((c: { location: string }) => c.location)).toEqual([
      first?.suggestedLocation,
      second?.suggestedLocation,
    ]);
  });

  it('suggests the second box around the slot the clerk picked for the first', async () => {
    const [a, b] = [newNumber(), newNumber()];
    const before = (await suggest([planningBox(a), planningBox(b)])).json()
      .containers as Suggested[];
    const secondSlot = before[1]?.suggestedLocation;
    if (!secondSlot) throw new Error('no slot for the second box');
    // The first box is picked onto the slot the second was offered: the second moves elsewhere.
    const response = await suggest([{ ...planningBox(a), slot: secondSlot }, planningBox(b)]);
    expect(response.statusCode, response.body).toBe(200);
    const [first, second] = response.json().containers as Suggested[];
    expect(first?.suggestedLocation).toBe(before[0]?.suggestedLocation);
    expect(second?.suggestedLocation).not.toBe(secondSlot);
    expect(second?.otherLocations.map((other) => other.location)).not.toContain(secondSlot);
  });

  it('suggests 40 ft slots over a cell pair', async () => {
    const response = await suggest([planningBox(newNumber(), '40')]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().containers[0].suggestedLocation).toMatch(
      /^C_01_0[13]_\d,C_01_0[24]_\d$/,
    );
  });

  it("answers doc 2 §5's planning messages for what is missing", async () => {
    const number = newNumber();
    const cases: [unknown, string][] = [
      [[], M.containersRequired],
      [[{ ...planningBox(number), params: [] }], 'Container Params not found.'],
      [
        [{ ...planningBox(number), params: [{ paramId: 'colour', value: 'red' }] }],
        M.paramsNotFound,
      ],
      [
        [{ ...planningBox(number), params: [{ paramId: 'category', value: 'Import' }] }],
        'A parameter for container size is required.',
      ],
      [
        [planningBox(number), planningBox(newNumber(), '')],
        'Please select the container size for the container 2',
      ],
      [[planningBox(number, '20', '')], 'Please choose all the required data for planning.'],
      [[planningBox(number, '20', 'Nonsense')], M.dataRequired],
    ];
    for (const [containers, message] of cases) {
      const response = await suggest(containers);
      expect(response.statusCode, JSON.stringify(containers)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses malformed bodies with a 400', async () => {
    for (const body of [
      { containers: 'MSKU1234565' },
      {
        containers: [planningBox(newNumber()), planningBox(newNumber()), planningBox(newNumber())],
      },
      { containers: [{ ...planningBox(newNumber()), expectedDepartureAt: 'tomorrow' }] },
      { containers: [planningBox(newNumber())], others: 99 },
    ]) {
      const response = await t.request('POST', '/rest/gate/planning-suggestions', {
        cookie: cookies.gateinuser,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('is for the roles that see the gate, in either edition', async () => {
    for (const enterprise of [false, true]) {
      await setEnterprise(enterprise);
      for (const role of BUILT_IN_ROLES) {
        const response = await suggest([planningBox(newNumber())], role);
        expect(response.statusCode, `${role} ${enterprise}`).toBe(
          GATE_ROLES.includes(role) ? 200 : 403,
        );
        const params = await t.request('GET', '/rest/gate/planning-params', {
          cookie: cookies[role],
        });
        expect(params.statusCode, role).toBe(GATE_ROLES.includes(role) ? 200 : 403);
      }
    }
  });
});

describe('gate-in with a slot the clerk picked', () => {
  it('lands on the picked slot instead of the first suggestion', async () => {
    const number = newNumber();
    const [box] = (await suggest([planningBox(number)])).json().containers as Suggested[];
    const picked = box?.otherLocations[0]?.location as string;
    const gated = await gateIn(truck({ container1Data: container(number, { slot: picked }) }));
    expect(gated.statusCode, gated.body).toBe(200);
    expect(gated.json().containers[0].location).toBe(picked);
    expect(await query('select location from containers where number = $1', [number])).toEqual([
      { location: picked },
    ]);
  });

  it('refuses a picked slot the stacking rules forbid, and writes nothing', async () => {
    const floating = await gateIn(
      truck({ container1Data: container(newNumber(), { slot: 'A_01_02_3' }) }),
    );
    expect(floating.statusCode, floating.body).toBe(409);
    const unknown = await gateIn(
      truck({ container1Data: container(newNumber(), { slot: 'Z_09_09_1' }) }),
    );
    expect(unknown.statusCode, unknown.body).toBe(400);
    const malformed = await gateIn(
      truck({ container1Data: container(newNumber(), { slot: 'top' }) }),
    );
    expect(malformed.statusCode, malformed.body).toBe(400);
    expect(await query('select id from containers')).toEqual([]);
    expect(await query('select id from gate_transactions')).toEqual([]);
  });
});

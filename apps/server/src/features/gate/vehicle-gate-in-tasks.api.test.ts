import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { describe, expect, it } from 'vitest';
import { useGateApp } from '../../../test/support/gate-app.ts';
import { GATE_MACHINE, GATE_ROLES, useGateTasks } from './test-gate-tasks.ts';

// The tasks a trailer gate-in makes for the boxes the truck comes for (doc 2 §3 "Vehicle
// gate-in" gateInTasks): made in the truck's transaction, each with its machine.
const g = useGateApp();
const { t, cookies, query, newNumber, gatedIn } = g;
const { storedTasks } = useGateTasks(g);

const vehicleGateIn = (body: Record<string, unknown>, role = 'gateinuser') =>
  t.request('POST', '/rest/gate/vehicle-gate-in', {
    cookie: cookies[role],
    body: {
      gateInType: 'Loaded Delivery',
      trailerNumber: 'MH04VG0001',
      trailerTag: 'TRL00009',
      ...body,
    },
  });

describe('a trailer gate-in with tasks', () => {
  it('makes each from where its box stands onto the trailer, with its machine', async () => {
    const [a, b] = [newNumber(), newNumber()];
    const [atA, atB] = [await gatedIn(a), await gatedIn(b)];
    const response = await vehicleGateIn({
      containerNumbers: `${a}, ${b}`,
      gateInTasks: [
        { containerNumber: b, taskType: 'Empty Loading', deliveryMode: 'Empty Out' },
        { containerNumber: a, taskType: 'Export Loading', deliveryMode: 'Export Out' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const onto = (number: string, type: string, mode: string, from: string) => ({
      id: expect.any(Number),
      containerNumber: number,
      taskType: type,
      deliveryMode: mode,
      fromLocation: from,
      toLocation: 'Trailer',
      toLocationDetails: 'MH04VG0001',
      assignedToMachine: GATE_MACHINE,
    });
    expect(response.json()).toEqual({
      responsestatus: 'success',
      trailerNumber: 'MH04VG0001',
      tasks: [
        onto(b, 'Empty Loading', 'Empty Out', atB),
        onto(a, 'Export Loading', 'Export Out', atA),
      ],
    });
    expect((await storedTasks()).map((task) => [task.reason, task.source])).toEqual([
      ['nearest', 'gate'],
      ['nearest', 'gate'],
    ]);
  });

  it.each([
    [
      { containerNumbers: 'MSKU1234565', gateInTasks: [{ taskType: 'Export Loading' }] },
      400,
      'Choose delivery mode for generated task for container 1',
    ],
    [
      { containerNumbers: 'MSKU1234565', gateInTasks: [{ deliveryMode: 'Export Out' }] },
      400,
      'Choose task type for generated task for container 1',
    ],
    [
      {
        containerNumbers: 'MSKU1234565',
        gateInTasks: [{ taskType: 'Grounding', deliveryMode: 'Loaded' }],
      },
      400,
      'Task type Grounding is not made here: choose Export Loading, Empty Loading.',
    ],
    [
      { gateInTasks: [{ taskType: 'Export Loading', deliveryMode: 'Export Out' }] },
      400,
      'Enter the containers the truck comes for before choosing their tasks.',
    ],
    [
      {
        containerNumbers: 'MSKU1234565',
        gateInTasks: [{ taskType: 'Export Loading', deliveryMode: 'Export Out' }],
      },
      404,
      'MSKU1234565 is not in the yard.',
    ],
  ])('refuses %j with %s, recording no truck', async (body, status, message) => {
    const response = await vehicleGateIn(body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await query("select id from gate_transactions where kind = 'vehicle-gate-in'")).toEqual(
      [],
    );
    expect(await storedTasks()).toEqual([]);
  });

  it('refuses a task the box already has open, recording no truck', async () => {
    const number = newNumber();
    await gatedIn(number);
    const body = {
      containerNumbers: number,
      gateInTasks: [{ taskType: 'Export Loading', deliveryMode: 'Export Out' }],
    };
    expect((await vehicleGateIn(body)).statusCode).toBe(200);
    const again = await vehicleGateIn(body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Another task already exist with same task type, container number, from and to locations',
    );
    expect(
      await query(
        "select count(*)::int as n from gate_transactions where kind = 'vehicle-gate-in'",
      ),
    ).toEqual([{ n: 1 }]);
    expect(await storedTasks()).toHaveLength(1);
  });

  it('is for the roles that see the gate', async () => {
    for (const role of BUILT_IN_ROLES) {
      const number = newNumber();
      await gatedIn(number);
      const response = await vehicleGateIn(
        {
          containerNumbers: number,
          gateInTasks: [{ taskType: 'Export Loading', deliveryMode: 'Export Out' }],
        },
        role,
      );
      const allowed = GATE_ROLES.includes(role);
      expect(response.statusCode, role).toBe(allowed ? 200 : 403);
      expect(
        await query('select count(*)::int as n from tasks where container_number = $1', [number]),
        role,
      ).toEqual([{ n: allowed ? 1 : 0 }]);
    }
  });
});

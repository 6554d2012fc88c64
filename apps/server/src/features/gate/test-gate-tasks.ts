import { beforeAll, expect } from 'vitest';
import type { useGateApp } from '../../../test/support/gate-app.ts';

// What the tests of the tasks a gate call makes share: a machine every task gets, what the
// tasks table holds, the roles that work the gate.

/** The roles that see the gate (doc 1 §6). */
export const GATE_ROLES = ['superadmin', 'admin', 'gateinuser', 'gateoutuser'];

/** The one machine of the test yard, beside area A: the machine every task here gets. */
export const GATE_MACHINE = 'RS-GATE';

/** Puts area A on the map and GATE_MACHINE beside it before the file's tests. */
export function useGateTasks(g: ReturnType<typeof useGateApp>) {
  const { t, cookies, query } = g;

  beforeAll(async () => {
    await query('update areas set corners = $1 where name = $2', [
      JSON.stringify([
        { lat: 18.951, lng: 72.95 },
        { lat: 18.951, lng: 72.951 },
        { lat: 18.95, lng: 72.951 },
        { lat: 18.95, lng: 72.95 },
      ]),
      'A',
    ]);
    const response = await t.request('POST', '/rest/machines', {
      cookie: cookies.superadmin,
      body: { machineName: GATE_MACHINE, machineType: 'Reach-Stacker', lat: 18.9508, lng: 72.9506 },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  /** What the tasks table holds, oldest first. */
  const storedTasks = () =>
    query(
      `select container_number, task_type, delivery_mode, from_location, to_location,
              to_location_details, assigned_to_machine, assignment_reason->>'kind' as reason, source
       from tasks order by id`,
    );

  return { storedTasks };
}

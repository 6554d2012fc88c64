import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { beforeAll, beforeEach, expect } from 'vitest';
import { setEnterpriseVersion } from '../../../test/support/fixtures.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { addPairArea, type Box } from '../../../test/support/yard-boxes.ts';

/** The roles that see planning. */
export const PLANNERS = ['superadmin', 'admin', 'operator'];

/**
 * The planning API tests' app: the small yard and its 40 ft area C, a session per role, each test
 * starting with no plans, no boxes, the default weights and the enterprise edition; and the calls
 * the planning screen makes (as the operator unless told).
 */
export function usePlanningApp() {
  const t = useTestApp({ eventsHeartbeatMs: 100 });
  const cookies: Record<string, string> = {};

  const query = async (text: string, values: unknown[] = []) =>
    (await t.database.pool.query(text, values)).rows;
  const setEnterprise = (on: boolean) => setEnterpriseVersion(query, on);
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    role = 'operator',
  ) => t.request(method, url, { cookie: cookies[role], body });
  const place = async (...pairs: [Box, string][]) => {
    const body = pairs.map(([box, to]) => ({ containerId: box.id, newLocation: to }));
    const response = await call('POST', '/rest/yard/updateLocation', body);
    expect(response.statusCode, response.body).toBe(200);
  };
  const savePlan = (name: string, planned: [Box, string][], role = 'operator', id?: number) =>
    call(
      'POST',
      '/rest/planning/plans',
      {
        id,
        name,
        plannedContainers: planned.map(([box, slot], i) => ({
          containerId: box.id,
          slotFullName: slot,
          planningOrder: i + 1,
          slotReason: 'chosen',
        })),
      },
      role,
    );

  beforeAll(async () => {
    for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
    await addPairArea(t);
  });

  beforeEach(async () => {
    await query('delete from plans');
    await query('delete from containers');
    await query('delete from planning_settings');
    await setEnterprise(true);
  });

  return { t, cookies, query, setEnterprise, call, place, savePlan };
}

import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { makeContainerNumber } from '@yardline/domain/containers/container-number';
import { beforeAll, beforeEach, expect } from 'vitest';
import { useTestApp } from './test-app.ts';
import { addPairArea } from './yard-boxes.ts';

/**
 * The gate's API tests: the app with a small yard (and its 40 ft area C), a session per role,
 * each test starting from an empty yard, and requests as the gate screens make them.
 */
export function useGateApp() {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  let serial = 100_000 + Math.floor(Math.random() * 800_000);

  // A change made straight on the database sends no event: the app's kept planning yard forgets.
  const query = async (text: string, values: unknown[] = []) => {
    const { rows } = await t.database.pool.query(text, values);
    t.app.planningYard.invalidate();
    return rows;
  };

  beforeAll(async () => {
    for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
    await addPairArea(t);
  });

  beforeEach(async () => {
    for (const table of [
      'containers',
      'idempotency_keys',
      'gate_transactions',
      'colour_rules',
      'gate_passes',
      'erp_holds',
      'pla_cards',
    ]) {
      await query(`delete from ${table}`);
    }
  });

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
  return {
    t,
    cookies,
    query,
    newNumber: () => makeContainerNumber('TGT', 'U', ++serial),
    container,
    truck,
    gateIn,
    dispatch: (body: Record<string, unknown>, role = 'gateoutuser') =>
      t.request('POST', '/rest/gate/dispatch', {
        cookie: cookies[role],
        body: { dispatchTime: Date.now(), ...body },
      }),
    /** Gates a box in (20 ft unless told), expecting success; returns its location. */
    async gatedIn(number: string, over: Record<string, unknown> = {}): Promise<string> {
      const response = await gateIn(truck({ container1Data: container(number, over) }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().responsestatus).toBe('TRSuccess');
      return response.json().containers[0].location as string;
    },
  };
}

import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import type { ContainerPage } from '@yardline/domain/containers/container-records';
import { beforeAll, expect } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { addPairArea, type Box, newBoxes } from '../../../test/support/yard-boxes.ts';

export const BASE = '/rest/enterprise/containers';

/** The numbers on a page of a containers list. */
export const numbersOf = (response: { json: () => unknown }) =>
  (response.json() as ContainerPage).entities.map((entity) => entity.number);

/**
 * The containers API tests' app: a session per role, the small yard with its 40 ft area C, and
 * five boxes in the yard (gated in a day apart, newest last: `yard`, then `forty` at
 * C_01_01_1,C_01_02_1) and two out of it (`out`), filled in before the file's tests; and the
 * calls the containers screen makes (as the operator unless told).
 */
export function useContainersApp() {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  const query = async (text: string, values: unknown[] = []) =>
    (await t.database.pool.query(text, values)).rows;
  const get = (url: string, role = 'operator') => t.request('GET', url, { cookie: cookies[role] });
  const put = (url: string, body: unknown, role = 'operator') =>
    t.request('PUT', url, { cookie: cookies[role], body });
  const move = (rows: { containerId: number; newLocation: string }[]) =>
    t.request('POST', '/rest/yard/updateLocation', { cookie: cookies.operator, body: rows });

  const yard: Box[] = [];
  const out: Box[] = [];
  const forty = {} as Box;

  beforeAll(async () => {
    for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
    await addPairArea(t);
    yard.push(...(await newBoxes(t, [20, 20, 20, 20, 20])));
    out.push(...(await newBoxes(t, [20, 20])));
    Object.assign(forty, (await newBoxes(t, [40]))[0]);
    const all = [...yard, ...out, forty];
    for (const [i, box] of all.entries()) {
      await query(
        "update containers set gate_in_at = now() - ($1 || ' days')::interval where id = $2",
        [all.length - i, box.id],
      );
    }
    const placed = await move([
      ...yard.map((box, i) => ({
        containerId: box.id,
        newLocation: i < 3 ? `A_01_0${i + 1}_1` : `A_02_0${i - 2}_1`,
      })),
      { containerId: forty.id, newLocation: 'C_01_01_1,C_01_02_1' },
    ]);
    expect(placed.statusCode, placed.body).toBe(200);
    await query("update containers set igm = '2009876', item = '3' where id = any($1)", [
      [yard[0]?.id, out[0]?.id],
    ]);
  });

  return {
    t,
    cookies,
    query,
    get,
    put,
    move,
    yard: yard as readonly Box[],
    out: out as readonly Box[],
    forty,
  };
}

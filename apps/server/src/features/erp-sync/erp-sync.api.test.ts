import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpReceiver } from '../../../test/support/http-receiver.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { type Box, newBoxes } from '../../../test/support/yard-boxes.ts';

const erp = await startHttpReceiver();
const t = useTestApp({ settings: () => ({ erpUrl: erp.url }) });
const cookies: Record<string, string> = {};
let boxes: readonly Box[];

const setFlag = (on: boolean) =>
  t.database.pool.query(
    `insert into metadata (key, value) values ('enableInventorySyncToErp', $1::jsonb)
     on conflict (key) do update set value = excluded.value`,
    [JSON.stringify(on)],
  );
const sync = (cookie = cookies.admin) =>
  t.request('POST', '/rest/enterprise/containers/sync-with-erp', { cookie });

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
  boxes = await newBoxes(t, [20, 20, 20]);
  for (const [box, newLocation] of [
    [boxes[0], 'A_01_01_1'],
    [boxes[1], 'A_01_01_2'],
  ] as const) {
    const response = await t.request('POST', '/rest/yard/updateLocation', {
      cookie: cookies.superadmin,
      body: [{ containerId: box?.id, newLocation }],
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  await setFlag(true);
});
afterAll(() => erp.close());

describe('POST /rest/enterprise/containers/sync-with-erp', () => {
  it("posts the yard's inventory as JSON to the ERP", async () => {
    erp.received.length = 0;
    const response = await sync();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      responsestatus: 'true',
      message: 'Sync with ERP was successful',
      containers: 2,
    });
    expect(erp.received).toHaveLength(1);
    const [request] = erp.received;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    const inventory = JSON.parse(request?.body ?? '');
    expect(inventory.count).toBe(2);
    expect(inventory.containers).toEqual([
      expect.objectContaining({
        containerNumber: boxes[0]?.number,
        location: 'A_01_01_1',
        size: 20,
        sizeType: '22G1',
      }),
      expect.objectContaining({ containerNumber: boxes[1]?.number, location: 'A_01_01_2' }),
    ]);
    // The box at the gate, in no slot, is not in the yard's inventory.
    expect(request?.body).not.toContain(boxes[2]?.number);
  });

  it("answers 'Sync with ERP failed' when the ERP refuses", async () => {
    erp.state.status = 500;
    try {
      const response = await sync();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        responsestatus: 'false',
        message: 'Sync with ERP failed',
      });
    } finally {
      erp.state.status = 200;
    }
  });

  it('is refused while the metadata flag is off', async () => {
    await setFlag(false);
    try {
      const response = await sync();
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'Sync with ERP is switched off (metadata enableInventorySyncToErp).',
      );
    } finally {
      await setFlag(true);
    }
  });

  it('is for admins only', async () => {
    const expected: Record<string, number> = {
      superadmin: 200,
      admin: 200,
      operator: 403,
      manager: 403,
      gateinuser: 403,
      gateoutuser: 403,
      kiosk: 403,
    };
    for (const role of BUILT_IN_ROLES) {
      expect((await sync(cookies[role])).statusCode, role).toBe(expected[role]);
    }
    expect((await sync('')).statusCode).toBe(401);
  });
});

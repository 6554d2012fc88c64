import { VEHICLE_GATE_IN_MESSAGES } from '@yardline/domain/gate/vehicle-gate-in';
import { FEATURE_OFF, featureOffMessage } from '@yardline/domain/metadata/features';
import { beforeAll, describe, expect, it } from 'vitest';
import { useGateApp } from '../../../test/support/gate-app.ts';

const { t, cookies, query } = useGateApp();
let chaId = 0;

beforeAll(async () => {
  // Om Logistics may bring 2 trucks for Empty Delivery and has brought 1.
  await query(`
    with a as (insert into master_entries (list, name) values ('activities', 'Empty Delivery')
               returning id),
         c as (insert into chas (name) values ('Om Logistics') returning id),
         al as (insert into cha_allocations (cha_id) select id from c returning id)
    insert into cha_allowed_deliveries
      (allocation_id, activity_id, allowed_count, allowed_20, allowed_40, gated_in_count)
    select al.id, a.id, 2, 1, 1, 1 from al, a`);
  [{ id: chaId }] = await query("select id from chas where name = 'Om Logistics'");
});

const truck = (trailerNumber: string, over: Record<string, unknown> = {}, key?: string) =>
  t.request('POST', '/rest/gate/vehicle-gate-in', {
    cookie: cookies.gateinuser,
    headers: key ? { 'idempotency-key': key } : {},
    body: {
      trailerNumber,
      trailerTag: 'TRL00001',
      gateInType: 'Empty Delivery',
      chaId,
      activityGroup: 'VEHICLE GATE-IN',
      ...over,
    },
  });
const counted = async () =>
  (await query('select gated_in_count as n from cha_allowed_deliveries'))[0]?.n;
const trucks = async () =>
  (
    await query("select count(*)::int as n from gate_transactions where kind = 'vehicle-gate-in'")
  )[0]?.n;

describe("the 'Gate Count Alert!' (doc 2 §8)", () => {
  it('counts trucks up to the allowance, then answers the alert until the clerk confirms', async () => {
    expect((await truck('MH04AA0001')).statusCode).toBe(200);
    expect(await counted()).toBe(2);

    const refused = await truck('MH04AA0002', {}, 'truck-2');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'GATE_COUNT_EXCEEDED',
      message:
        'Gate In Count will exceed Allowed Vechile Count for process Empty Delivery and CHA Om Logistics. Do you want to proceed?',
    });
    expect(refused.json().message).toBe(
      VEHICLE_GATE_IN_MESSAGES.countAlert('Empty Delivery', 'Om Logistics'),
    );
    expect(await counted()).toBe(2);
    expect(await trucks()).toBe(1);

    // "Yes": the same attempt resent with the confirmation goes through, once.
    const confirmed = await truck('MH04AA0002', { exceedAllowance: true }, 'truck-2');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const resent = await truck('MH04AA0002', { exceedAllowance: true }, 'truck-2');
    expect(resent.json()).toEqual(confirmed.json());
    expect(await counted()).toBe(3);
    expect(await trucks()).toBe(2);
  });

  it('reads the count on the server: the master call shows it, a stale screen cannot skip it', async () => {
    const detail = await t.request('GET', `/rest/master/cha/${chaId}/activity/Empty%20Delivery`, {
      cookie: cookies.gateoutuser,
    });
    expect(detail.json()).toMatchObject({ allowedCount: 2, gatedInCount: 3 });
    // gatedInCount in the body is not the server's input: the server counts.
    const claimed = await truck('MH04AA0003', { gatedInCount: 0, allowedCount: 99 });
    expect(claimed.statusCode).toBe(409);
  });

  it('lets two trucks race for the last place: one is counted, the other gets the alert', async () => {
    await query('update cha_allowed_deliveries set gated_in_count = 1');
    const answers = await Promise.all([truck('MH04AA0010'), truck('MH04AA0011')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await counted()).toBe(2);
  });

  it('refuses a non-boolean confirmation with 400', async () => {
    const response = await truck('MH04AA0004', { exceedAllowance: 'yes' });
    expect(response.statusCode).toBe(400);
  });

  it('counts no agent while the CHA vehicle feature is off: a truck with one is refused, one without comes in', async () => {
    const setCha = (on: boolean) =>
      t.request('PUT', '/rest/metadata', {
        cookie: cookies.superadmin,
        body: { enableChaVehicle: on },
      });
    await query('update cha_allowed_deliveries set gated_in_count = 0');
    await setCha(false);
    try {
      const refused = await truck('MH04AA0020');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: FEATURE_OFF,
        message: featureOffMessage('chaVehicle'),
      });
      expect((await truck('MH04AA0021', { chaId: undefined })).statusCode).toBe(200);
      expect(await counted()).toBe(0);
      expect(await trucks()).toBe(1);
    } finally {
      await setCha(true);
    }
  });
});

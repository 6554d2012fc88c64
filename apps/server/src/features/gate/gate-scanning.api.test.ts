import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { describe, expect, it } from 'vitest';
import { useGateApp } from '../../../test/support/gate-app.ts';

const { t, cookies, query, newNumber, gatedIn } = useGateApp();

const scan = (body: unknown, role = 'gateoutuser', headers: Record<string, string> = {}) =>
  t.request('POST', '/rest/gate/dispatch-scanning', { cookie: cookies[role], body, headers });

const dispatches = () =>
  query(
    `select container_number as number, details->>'exitProcess' as "exitProcess",
            details->>'forceDispatchReason' as reason, details->>'gate' as gate,
            trailer_number as trailer
     from gate_transactions where kind = 'dispatch' order by id`,
  );

describe('POST /rest/gate/dispatch-scanning', () => {
  it('sends a box without a gate pass to the scanner, recorded as a Scanning dispatch', async () => {
    const number = newNumber();
    await gatedIn(number);
    const response = await scan({
      containerNumber: number,
      gate: 'Gate 2 Out',
      trailerNumber: 'MH04SC0001',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      responsestatus: 'success',
      dispatched: true,
      foundInErp: false,
      moves: [{ number, from: 'A_01_01_1', to: null, shifting: false }],
    });
    expect(await dispatches()).toEqual([
      {
        number,
        exitProcess: 'Scanning',
        reason: 'Dispatch for scanning',
        gate: 'Gate 2 Out',
        trailer: 'MH04SC0001',
      },
    ]);
    expect(await query('select dispatch_at is not null as gone from containers')).toEqual([
      { gone: true },
    ]);
  });

  it('asks first about an ERP hold, and dispatches once the clerk confirms', async () => {
    const number = newNumber();
    await gatedIn(number);
    await query("insert into erp_holds (container_number, reason) values ($1, 'customs')", [
      number,
    ]);
    const held = await scan({ containerNumber: number });
    expect(held.json()).toMatchObject({
      responsestatus: 'Container found In Erp',
      dispatched: false,
      foundInErp: true,
      moves: [],
    });
    expect(await dispatches()).toEqual([]);
    const confirmed = await scan({ containerNumber: number, forceDispatch: true });
    expect(confirmed.json()).toMatchObject({ dispatched: true, foundInErp: true });
  });

  it('shifts the boxes standing on it in the same change, through the ledger', async () => {
    const [bottom, top] = [newNumber(), newNumber()];
    for (const number of [bottom, top]) await gatedIn(number);
    const [row] = await query('select id from containers where number = $1', [top]);
    const stacked = await t.request('POST', '/rest/yard/updateLocation', {
      cookie: cookies.operator,
      body: [{ containerId: row.id, newLocation: 'A_01_01_2' }],
    });
    expect(stacked.statusCode, stacked.body).toBe(200);
    const response = await scan({ containerNumber: bottom });
    expect(response.json().moves).toEqual([
      {
        containerId: row.id,
        number: top,
        from: 'A_01_01_2',
        to: expect.any(String),
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
      { n: 1 },
    ]);
  });

  it('answers a resend with the same Idempotency-Key from the first, changing nothing', async () => {
    const number = newNumber();
    await gatedIn(number);
    const headers = { 'idempotency-key': `scan-${number}` };
    const first = await scan({ containerNumber: number }, 'gateoutuser', headers);
    const again = await scan({ containerNumber: number }, 'gateoutuser', headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await dispatches()).toHaveLength(1);
    // The same key with another body is refused.
    const other = await scan({ containerNumber: newNumber() }, 'gateoutuser', headers);
    expect(other.statusCode).toBe(422);
  });

  it('refuses bad input with doc 2 §5 message, and a box not in the yard with a 404', async () => {
    const short = await scan({ containerNumber: 'MSKU12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Enter correct container number');
    for (const body of [
      {},
      { containerNumber: 12 },
      { containerNumber: 'MSKU1234565', forceDispatch: 'yes' },
      { containerNumber: 'MSKU1234565', gate: 'g'.repeat(41) },
    ]) {
      const response = await scan(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await scan({ containerNumber: 'MSKU1234565' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('MSKU1234565 is not in the yard.');
  });

  it('is for every role that sees the gate', async () => {
    for (const role of BUILT_IN_ROLES) {
      const number = newNumber();
      await gatedIn(number);
      const response = await scan({ containerNumber: number }, role);
      const allowed = ['superadmin', 'admin', 'gateinuser', 'gateoutuser'].includes(role);
      expect(response.statusCode, `${role}: ${response.body}`).toBe(allowed ? 200 : 403);
    }
  });
});

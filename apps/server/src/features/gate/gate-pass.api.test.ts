import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { CONTAINER_NUMBER_MESSAGES } from '@yardline/domain/containers/container-number';
import { describe, expect, it } from 'vitest';
import { useGateApp } from '../../../test/support/gate-app.ts';

const { t, cookies, query, newNumber, gatedIn, dispatch } = useGateApp();

const gatePass = (containerNo: string, role = 'gateoutuser') =>
  t.request('GET', `/rest/enterprise/containers/gate-pass?containerNo=${containerNo}`, {
    cookie: cookies[role],
  });

const issue = (number: string, pass: string, issuedAt = 'now()', boeDate: string | null = null) =>
  query(
    `insert into gate_passes (container_number, gate_pass, issued_at, boe_date)
     values ($1, $2, ${issuedAt}, $3)`,
    [number, pass, boeDate],
  );

describe('GET /rest/enterprise/containers/gate-pass', () => {
  it('answers the newest pass issued since the box came in, with its BOE date and size', async () => {
    const number = newNumber();
    await gatedIn(number, { containerSize: '40' });
    await issue(number, 'GP-OLD', "now() - interval '1 minute'");
    await issue(number, 'GP-NEW', 'now()', '2026-03-02');
    // Written as a clerk types it: lower case, spaced.
    const response = await gatePass(
      encodeURIComponent(`${number.slice(0, 4).toLowerCase()} ${number.slice(4)}`),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      containerNumber: number,
      gatePass: 'GP-NEW',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      boeDate: '2026-03-02',
      containerSize: '40',
    });
  });

  it('answers 404 saying why there is none: no pass yet, a spent pass, not in the yard', async () => {
    const number = newNumber();
    expect((await gatePass(number)).json()).toMatchObject({
      statusCode: 404,
      message: `${number} is not in the yard.`,
    });
    await gatedIn(number);
    const none = await gatePass(number);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(
      `No gate pass has been issued for ${number} since it came in.`,
    );
    // A pass of an earlier visit was spent when the box left.
    await issue(number, 'GP-1');
    const out = await dispatch({ containerNumber: number });
    expect(out.json()).toMatchObject({ responsestatus: 'success', dispatched: true });
    expect((await gatePass(number)).json().message).toBe(`${number} is not in the yard.`);
    await gatedIn(number);
    expect((await gatePass(number)).json().message).toBe(
      `No gate pass has been issued for ${number} since it came in.`,
    );
  });

  it('refuses a malformed number or none with a 400', async () => {
    for (const containerNo of ['MSKU12345', 'MSKU12345655', '1234MSKU567', '']) {
      const response = await gatePass(containerNo);
      expect(response.statusCode, containerNo).toBe(400);
      expect(response.json().message, containerNo).toContain(CONTAINER_NUMBER_MESSAGES.invalid);
    }
    const missing = await t.request('GET', '/rest/enterprise/containers/gate-pass', {
      cookie: cookies.gateoutuser,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('containerNo');
  });

  it('is for every role that sees the gate', async () => {
    const number = newNumber();
    await gatedIn(number);
    await issue(number, 'GP-1');
    for (const role of BUILT_IN_ROLES) {
      const response = await gatePass(number, role);
      const allowed = ['superadmin', 'admin', 'gateinuser', 'gateoutuser'].includes(role);
      expect(response.statusCode, `${role}: ${response.body}`).toBe(allowed ? 200 : 403);
    }
    const anonymous = await t.request(
      'GET',
      `/rest/enterprise/containers/gate-pass?containerNo=${number}`,
    );
    expect(anonymous.statusCode).toBe(401);
  });
});

import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { describe, expect, it } from 'vitest';
import { newBoxes } from '../../../test/support/yard-boxes.ts';
import { PHOTO_ID, useSurveysApp } from './test-surveys.ts';

// A box's surveys: listed, mailed, made; their photos are in surveys-photos.api.test.ts.
const { smtp, t, cookies, box, surveyIds, email } = await useSurveysApp();

describe('GET /rest/surveys/{containerNumber}', () => {
  it("lists the box's surveys, one per visit, newest first", async () => {
    const response = await t.request('GET', `/rest/surveys/${box.number}`, {
      cookie: cookies.gateinuser,
    });
    expect(response.statusCode, response.body).toBe(200);
    const surveys = response.json();
    expect(surveys).toHaveLength(2);
    expect(surveys[0]).toMatchObject({
      id: surveyIds[0],
      containerNumber: box.number,
      gateOutDate: null,
      condition: 'damaged',
      damageNotes: 'Dent in the left door',
      photos: [
        { name: 'door.jpg', path: `/rest/surveys/${surveyIds[0]}/photos/${PHOTO_ID}/door.jpg` },
      ],
      surveyedBy: 'operator',
    });
    expect(surveys[1]).toMatchObject({
      gateInDate: '2026-01-10T08:00:00.000Z',
      gateOutDate: '2026-01-20T08:00:00.000Z',
      condition: 'sound',
    });
  });

  it('keeps the visits that overlap the dates', async () => {
    const url = (query: string) => `/rest/surveys/${box.number}?${query}`;
    const older = await t.request('GET', url('gateOutDate=2026-02-01T00:00:00Z'), {
      cookie: cookies.operator,
    });
    expect(older.json().map((s: { condition: string }) => s.condition)).toEqual(['sound']);
    const newer = await t.request('GET', url('gateInDate=2026-02-01T00:00:00Z'), {
      cookie: cookies.operator,
    });
    expect(newer.json().map((s: { condition: string }) => s.condition)).toEqual(['damaged']);
  });

  it('refuses bad input and the roles without the containers screen', async () => {
    const bad = await t.request('GET', '/rest/surveys/MSKU12', { cookie: cookies.operator });
    expect(bad.statusCode).toBe(400);
    const badDate = await t.request('GET', `/rest/surveys/${box.number}?gateInDate=yesterday`, {
      cookie: cookies.operator,
    });
    expect(badDate.statusCode).toBe(400);
    for (const role of ['manager', 'kiosk']) {
      const response = await t.request('GET', `/rest/surveys/${box.number}`, {
        cookie: cookies[role],
      });
      expect(response.statusCode, role).toBe(403);
    }
    expect((await t.request('GET', `/rest/surveys/${box.number}`)).statusCode).toBe(401);
  });
});

describe('POST /rest/surveys/email', () => {
  it('sends the surveys through SMTP with the photos attached', async () => {
    smtp.received.length = 0;
    const response = await email({
      recipients: 'a@yard.com, b@port.co.uk',
      mailBody: 'Dear all,\nthe surveys.',
      surveyIds,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      responsestatus: 'success',
      message: 'Mail sent to a@yard.com, b@port.co.uk.',
    });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['a@yard.com', 'b@port.co.uk']);
    expect(mail?.from).toBe('yardline@localhost');
    expect(mail?.raw).toContain(`Subject: Survey of ${box.number}`);
    expect(mail?.raw).toContain('Dear all,');
    expect(mail?.raw).toContain('Dent in the left door');
    expect(mail?.raw).toContain(`filename=${box.number}-door.jpg`);
    expect(mail?.raw).toContain(Buffer.from('JPEGDATA').toString('base64'));
  });

  it("uses the metadata's recipients and body when none are given", async () => {
    smtp.received.length = 0;
    const response = await email({ surveyIds: [surveyIds[1]] });
    expect(response.json().responsestatus).toBe('success');
    expect(smtp.received[0]?.to).toEqual(['surveys@port.example.com']);
    expect(smtp.received[0]?.raw).toContain('Please find the surveys below.');
  });

  it("answers 'Error while sending mail' when the mail server refuses", async () => {
    smtp.state.refusing = true;
    try {
      const response = await email({ recipients: 'a@yard.com', surveyIds });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        responsestatus: 'failed',
        message: 'Error while sending mail',
      });
    } finally {
      smtp.state.refusing = false;
    }
  });

  it('refuses bad recipients, an empty body, no survey or an unknown one', async () => {
    const cases: [unknown, number, string][] = [
      [
        { recipients: 'a@yard.com, not-an-address', surveyIds },
        400,
        'Each recipient must be an e-mail address, separated by commas',
      ],
      [{ recipients: 'a@yard.museum', surveyIds }, 400, 'Each recipient must be'],
      [{ recipients: 'a@yard.com', mailBody: '  ', surveyIds }, 400, 'Write the mail body.'],
      [{ recipients: 'a@yard.com', surveyIds: [] }, 400, 'Select at least one survey'],
      [{ recipients: 'a@yard.com', surveyIds: [999999] }, 404, 'Survey 999999 does not exist.'],
      [{ recipients: ' ', surveyIds }, 400, 'Give at least one recipient.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await email(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toContain(message);
    }
  });

  it('is for the roles with the containers screen and create/update/delete', async () => {
    smtp.received.length = 0;
    const expected: Record<string, number> = {
      superadmin: 200,
      admin: 200,
      operator: 200,
      manager: 403,
      gateinuser: 403,
      gateoutuser: 403,
      kiosk: 403,
    };
    for (const role of BUILT_IN_ROLES) {
      const response = await email({ recipients: 'a@yard.com', surveyIds }, cookies[role]);
      expect(response.statusCode, role).toBe(expected[role]);
    }
    expect(smtp.received).toHaveLength(3);
    expect((await email({ surveyIds }, '')).statusCode).toBe(401);
  });
});

describe('POST /rest/surveys', () => {
  const create = (body: unknown, cookie = cookies.operator) =>
    t.request('POST', '/rest/surveys', { cookie, body });

  it("surveys a box's current visit, once, audited, and lists it", async () => {
    const [fresh] = await newBoxes(t, [20]);
    const response = await create({
      containerNumber: fresh.number.toLowerCase(),
      condition: 'damaged',
      damageNotes: 'Hole in the roof',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      containerId: fresh.id,
      containerNumber: fresh.number,
      condition: 'damaged',
      damageNotes: 'Hole in the roof',
      photos: [],
      surveyedBy: 'operator',
      gateOutDate: null,
    });
    const listed = await t.request('GET', `/rest/surveys/${fresh.number}`, {
      cookie: cookies.operator,
    });
    expect(listed.json()).toEqual([response.json()]);
    const again = await create({ containerNumber: fresh.number, condition: 'sound' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This visit of the container already has a survey.');
    const { rows } = await t.database.pool.query(
      "select user_id, after from audit_log where entity = 'survey' and action = 'create' and entity_id = $1",
      [String(response.json().id)],
    );
    expect(rows).toEqual([
      {
        user_id: t.userIds.operator,
        after: {
          containerNumber: fresh.number,
          condition: 'damaged',
          damageNotes: 'Hole in the roof',
        },
      },
    ]);
  });

  it('refuses an unknown number, bad input and the roles that may not change boxes', async () => {
    expect((await create({ containerNumber: 'MSKU1234565', condition: 'sound' })).statusCode).toBe(
      404,
    );
    for (const body of [
      { containerNumber: 'NOTANUMBER', condition: 'sound' },
      { containerNumber: box.number, condition: 'broken' },
      { containerNumber: box.number, condition: 'sound', damageNotes: 'x'.repeat(2001) },
    ]) {
      expect((await create(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const [other] = await newBoxes(t, [20]);
    for (const role of ['manager', 'gateinuser', 'kiosk']) {
      expect(
        (await create({ containerNumber: other.number, condition: 'sound' }, cookies[role]))
          .statusCode,
        role,
      ).toBe(403);
    }
    expect(
      (await create({ containerNumber: other.number, condition: 'sound' }, '')).statusCode,
    ).toBe(401);
  });
});

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver } from './support/smtp-receiver.ts';
import { useTestApp } from './support/test-app.ts';
import { type Box, newBoxes } from './support/yard-boxes.ts';
import { multipartBody } from './support/zip.ts';

const smtp = await startSmtpReceiver();
const t = useTestApp({ settings: () => ({ smtpUrl: smtp.url }) });
const cookies: Record<string, string> = {};
let box: Box;
const surveyIds: number[] = [];
const PHOTO_ID = 'aa'.repeat(16);

async function setMetadata(key: string, value: unknown) {
  await t.database.pool.query(
    `insert into metadata (key, value) values ($1, $2::jsonb)
     on conflict (key) do update set value = excluded.value`,
    [key, JSON.stringify(value)],
  );
}

const email = (body: unknown, cookie = cookies.operator) =>
  t.request('POST', '/rest/surveys/email', { cookie, body });

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
  [box] = await newBoxes(t, [20]);
  // An earlier visit of the same number, dispatched, with its own survey.
  const { rows: visits } = await t.database.pool.query(
    `insert into containers (number, size_type, size_feet, gate_in_at, dispatch_at)
     values ($1, '22G1', 20, '2026-01-10T08:00:00Z', '2026-01-20T08:00:00Z') returning id`,
    [box.number],
  );
  await mkdir(join(t.dataDir, 'files', PHOTO_ID), { recursive: true });
  await writeFile(join(t.dataDir, 'files', PHOTO_ID, 'door.jpg'), 'JPEGDATA');
  await t.database.pool.query(
    `insert into stored_files (id, name, area, user_id, content_type, bytes)
     values ($1, 'door.jpg', 'containers', $2, 'image/jpeg', 8)`,
    [PHOTO_ID, t.userIds.operator],
  );
  const { rows } = await t.database.pool.query(
    `insert into surveys (container_id, condition, damage_notes, photos, surveyed_by)
     values ($1, 'damaged', 'Dent in the left door', $3::jsonb, $4),
            ($2, 'sound', '', '[]', $4)
     returning id`,
    [box.id, visits[0].id, JSON.stringify([PHOTO_ID]), t.userIds.operator],
  );
  surveyIds.push(...rows.map((row) => row.id));
  await setMetadata('surveyPreConfiguredEmailRecipients', 'surveys@port.example.com');
  await setMetadata('surveyPreConfiguredEmailBody', 'Please find the surveys below.');
});
afterAll(() => smtp.close());

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

/** A 1×1 JPEG and PNG: the bytes a camera or a screenshot starts with. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('survey photos', () => {
  let survey: { id: number };
  const upload = async (
    surveyId: number,
    file: { name: string; content: Buffer | string; type?: string } | undefined,
    cookie = cookies.operator,
    part = 'file',
  ) => {
    const multipart = await multipartBody({}, file);
    const body =
      part === 'file'
        ? multipart.body
        : Buffer.from(
            multipart.body.toString('latin1').replace('name="file"', `name="${part}"`),
            'latin1',
          );
    return t.request('POST', `/rest/surveys/${surveyId}/photos`, {
      cookie,
      body,
      headers: multipart.headers,
    });
  };

  beforeAll(async () => {
    const [fresh] = await newBoxes(t, [20]);
    const created = await t.request('POST', '/rest/surveys', {
      cookie: cookies.operator,
      body: { containerNumber: fresh.number, condition: 'damaged', damageNotes: 'Torn roof' },
    });
    survey = created.json();
  });

  it('adds a JPEG and a PNG, stored under DATA_DIR, listed, served with the session, audited', async () => {
    const first = await upload(survey.id, { name: 'C:\\camera\\roof left.jpeg', content: JPEG });
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(survey.id, { name: 'door.png', content: PNG, type: 'image/png' });
    expect(second.statusCode, second.body).toBe(201);
    const photos: { name: string; path: string }[] = second.json().photos;
    expect(photos.map((photo) => photo.name)).toEqual(['door.png', 'roof_left.jpg']);
    const [png, jpeg] = photos;
    expect(jpeg?.path).toMatch(
      new RegExp(`^/rest/surveys/${survey.id}/photos/[0-9a-f]{32}/roof_left\\.jpg$`),
    );
    const fileId = jpeg?.path.split('/')[5] ?? '';
    expect(await readFile(join(t.dataDir, 'files', fileId, 'roof_left.jpg'))).toEqual(JPEG);

    // Any role with the containers screen sees it, not only who took it.
    for (const role of ['gateinuser', 'admin']) {
      const served = await t.request('GET', jpeg?.path ?? '', { cookie: cookies[role] });
      expect(served.statusCode, role).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['content-disposition']).toMatch(/^inline; filename="roof_left.jpg"/);
      expect(served.rawPayload).toEqual(JPEG);
    }
    const pngServed = await t.request('GET', png?.path ?? '', { cookie: cookies.operator });
    expect(pngServed.headers['content-type']).toBe('image/png');
    for (const role of ['manager', 'kiosk']) {
      expect(
        (await t.request('GET', jpeg?.path ?? '', { cookie: cookies[role] })).statusCode,
        role,
      ).toBe(403);
    }
    expect((await t.request('GET', jpeg?.path ?? '')).statusCode).toBe(401);
    // Only through its own survey, and under its own name.
    const elsewhere =
      jpeg?.path.replace(`/surveys/${survey.id}/`, `/surveys/${surveyIds[1]}/`) ?? '';
    expect((await t.request('GET', elsewhere, { cookie: cookies.operator })).statusCode).toBe(404);
    const renamed = jpeg?.path.replace('roof_left.jpg', 'other.jpg') ?? '';
    expect((await t.request('GET', renamed, { cookie: cookies.operator })).statusCode).toBe(404);

    const { rows } = await t.database.pool.query(
      "select user_id, after->>'name' as name from audit_log where entity = 'survey' and action = 'add-photo' and entity_id = $1 order by id",
      [String(survey.id)],
    );
    expect(rows).toEqual([
      { user_id: t.userIds.operator, name: 'roof_left.jpg' },
      { user_id: t.userIds.operator, name: 'door.png' },
    ]);
  });

  it('mails the uploaded photos attached', async () => {
    smtp.received.length = 0;
    const response = await email({ recipients: 'a@yard.com', surveyIds: [survey.id] });
    expect(response.json().responsestatus).toBe('success');
    const raw = smtp.received[0]?.raw ?? '';
    expect(raw).toMatch(/filename="?[A-Z]{4}\d{7}-roof_left\.jpg/);
    expect(raw).toMatch(/filename="?[A-Z]{4}\d{7}-door\.png/);
    expect(raw.replace(/\r?\n/g, '')).toContain(PNG.toString('base64'));
  });

  it('refuses what is not a JPEG or PNG, an empty or missing file, a wrong part, an oversized photo', async () => {
    const cases: [Parameters<typeof upload>[1], number, string, string?][] = [
      [
        { name: 'door.jpg', content: 'GIF89a not a photo' },
        415,
        'A photo must be a JPEG or PNG image.',
      ],
      [
        {
          name: 'door.png',
          content: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          type: 'image/png',
        },
        415,
        'A photo must be a JPEG or PNG image.',
      ],
      [{ name: 'door.jpg', content: Buffer.alloc(0) }, 400, 'Choose a photo to upload.'],
      [undefined, 400, 'Choose a photo to upload.'],
      [
        { name: 'door.jpg', content: JPEG },
        400,
        'Send the photo as multipart/form-data with a "file" part.',
        'photo',
      ],
      [
        { name: 'huge.jpg', content: Buffer.concat([JPEG, Buffer.alloc(8 * 1024 * 1024)]) },
        413,
        'A photo is at most 8 MB.',
      ],
    ];
    for (const [file, status, message, part] of cases) {
      const response = await upload(survey.id, file, cookies.operator, part);
      expect(response.statusCode, `${file?.name} ${part ?? ''}`).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const notMultipart = await t.request('POST', `/rest/surveys/${survey.id}/photos`, {
      cookie: cookies.operator,
      body: { photo: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect((await upload(999_999, { name: 'a.jpg', content: JPEG })).statusCode).toBe(404);
    const badId = await t.request('POST', '/rest/surveys/abc/photos', { cookie: cookies.operator });
    expect(badId.statusCode).toBe(400);
    // Nothing refused was kept.
    const { rows } = await t.database.pool.query(
      "select count(*)::int as n from stored_files where content_type like 'image/%' and id <> $1",
      [PHOTO_ID],
    );
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('takes at most 6 photos a survey', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await upload(survey.id, { name: `p${i}.jpg`, content: JPEG })).statusCode).toBe(201);
    }
    const seventh = await upload(survey.id, { name: 'p7.jpg', content: JPEG });
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().message).toBe('A survey has at most 6 photos.');
  });

  it('is for the roles with the containers screen and create/update/delete', async () => {
    const [other] = await newBoxes(t, [20]);
    const created = await t.request('POST', '/rest/surveys', {
      cookie: cookies.operator,
      body: { containerNumber: other.number, condition: 'sound' },
    });
    const id = created.json().id;
    const expected: Record<string, number> = {
      superadmin: 201,
      admin: 201,
      operator: 201,
      manager: 403,
      gateinuser: 403,
      gateoutuser: 403,
      kiosk: 403,
    };
    for (const role of BUILT_IN_ROLES) {
      const response = await upload(id, { name: `${role}.png`, content: PNG }, cookies[role]);
      expect(response.statusCode, role).toBe(expected[role]);
    }
    expect((await upload(id, { name: 'x.png', content: PNG }, '')).statusCode).toBe(401);
  });
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { newBoxes } from '../../../test/support/yard-boxes.ts';
import { multipartBody } from '../../../test/support/zip.ts';
import { PHOTO_ID, useSurveysApp } from './test-surveys.ts';

// A survey's photos: uploaded, stored, served, mailed, refused.
const { smtp, t, cookies, surveyIds, email } = await useSurveysApp();

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

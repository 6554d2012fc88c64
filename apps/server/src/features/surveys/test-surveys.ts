import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { afterAll, beforeAll } from 'vitest';
import { startSmtpReceiver } from '../../../test/support/smtp-receiver.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { type Box, newBoxes } from '../../../test/support/yard-boxes.ts';

/** The stored photo of the first survey (door.jpg). */
export const PHOTO_ID = 'aa'.repeat(16);

/**
 * The surveys API tests' app, mailing through an SMTP server in the test process (`smtp`): a
 * session per role, a box with two surveys (`surveyIds`: its current visit's, damaged, with one
 * photo; an earlier dispatched visit's, sound), the metadata's mail recipients and body; and the
 * mail call (as the operator unless told).
 */
export async function useSurveysApp() {
  const smtp = await startSmtpReceiver();
  const t = useTestApp({ settings: () => ({ smtpUrl: smtp.url }) });
  const cookies: Record<string, string> = {};
  const box = {} as Box;
  const surveyIds: number[] = [];

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
    Object.assign(box, (await newBoxes(t, [20]))[0]);
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

  return { smtp, t, cookies, box: box as Readonly<Box>, surveyIds, email };
}

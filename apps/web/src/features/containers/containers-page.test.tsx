import { screen, waitFor, within } from '@testing-library/react';
import type { BuiltInRole } from '@yardline/domain/auth/roles';
import {
  ContainerEdit,
  EDITED_SUCCESSFULLY,
  EditAnswer,
  INVALID_CONTAINER_NUMBER,
  INVALID_CONTAINER_NUMBER_CODE,
  SkipValidationQuery,
} from '@yardline/domain/containers/container-edit';
import { ContainerHistory } from '@yardline/domain/containers/container-history';
import {
  checkDigit,
  isValidContainerNumber,
  makeContainerNumber,
} from '@yardline/domain/containers/container-number';
import {
  ContainerListQuery,
  ContainerPage,
  type ContainerRecord,
} from '@yardline/domain/containers/container-records';
import { BatchUploadFields, UPLOAD_MESSAGES } from '@yardline/domain/files/upload';
import { BatchAnswer } from '@yardline/domain/gate/batch';
import {
  SURVEY_MAIL_ERROR,
  SurveyEmailAnswer,
  SurveyEmailBody,
  Surveys,
} from '@yardline/domain/surveys/survey';
import { SELECTION_FULL } from '@yardline/domain/yard/location-update';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi, refuse } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs, type SessionOptions } from '../../test-support/session.ts';

/** 100 boxes in the yard: seven pages of 15. */
const YARD: ContainerRecord[] = Array.from({ length: 100 }, (_, i) => {
  const number = makeContainerNumber('YLT', 'U', 500_000 + i);
  const location = `A_01_${String((i % 20) + 1).padStart(2, '0')}_${(i % 4) + 1}`;
  return {
    id: i + 1,
    containerNumber: number,
    number,
    sizeName: '20',
    sizeType: '22G1',
    addeddate: '2026-03-01T08:00:00.000Z',
    dispatchDate: null,
    location,
    fullName: location,
    movementAlert: false,
    locationUpdatedBy: null,
    lastMovedDate: null,
    stackIndex: (i % 4) + 1,
    igm: null,
    item: null,
    planned: false,
    liner: null,
    customer: null,
    category: 'Import',
    vessel: null,
    expectedDepartureAt: null,
    hazardous: false,
    jobOrderNumber: null,
  };
});

/** The Containers screen of `role` (an operator unless told), on the Yard tab. */
async function openContainers(role: BuiltInRole = 'operator', options: SessionOptions = {}) {
  const api = fakeApi();
  logInAs(api, role, options);
  api.on(
    'GET /rest/enterprise/containers/list',
    { query: ContainerListQuery, response: ContainerPage },
    ({ query }) => ({
      entities: YARD.slice(query.skip - 1, query.skip - 1 + query.limit),
      totalCount: YARD.length,
    }),
  );
  const view = await renderScreen('/containers');
  await screen.findByText(/page 1 of 7/);
  return { api, ...view };
}

it('refuses a jump outside the pages, and jumps inside them', async () => {
  const { user } = await openContainers();
  await user.type(screen.getByLabelText('Jump to page'), '99999');
  await user.click(screen.getByRole('button', { name: 'Go' }));
  const alert = await screen.findByRole('alert');
  await within(alert).findByText('Page must be between 1 and 7.');
  await user.clear(screen.getByLabelText('Jump to page'));
  await user.type(screen.getByLabelText('Jump to page'), '3{Enter}');
  await screen.findByText(/page 3 of 7/);
  expect(screen.queryByText(/Page must be between/)).toBeNull();
});

it('refuses an export range out of order', async () => {
  const { api, user } = await openContainers();
  const yard = within(screen.getByRole('tabpanel', { name: 'Yard' }));
  await user.click(yard.getByRole('button', { name: 'Export' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Export containers (Yard)' }));
  await user.click(dialog.getByText('Page range'));
  await user.type(dialog.getByLabelText('From page'), '3');
  await user.type(dialog.getByLabelText('To page'), '2');
  await user.click(dialog.getByRole('button', { name: 'Export' }));
  await dialog.findByText('Invalid from/to page numbers');
  expect(api.requests('GET /rest/enterprise/containers/export')).toEqual([]);
});

it('refuses a file of the wrong type in the upload dialog', async () => {
  const { api, user } = await openContainers();
  // As the server reads an upload: an .xlsx is a zip, a .csv is text without NUL bytes.
  api.on(
    'POST /rest/enterprise/batch/gate-in',
    { multipart: true, body: BatchUploadFields, response: BatchAnswer },
    async ({ file }) => {
      if (!file) return refuse(400, UPLOAD_MESSAGES.noFile);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const zip = [0x50, 0x4b, 0x03, 0x04].every((byte, i) => bytes[i] === byte);
      const csv = file.name.endsWith('.csv') && !zip && !bytes.includes(0);
      if (!csv && !(file.name.endsWith('.xlsx') && zip)) {
        return refuse(415, UPLOAD_MESSAGES.wrongType, 'WRONG_TYPE');
      }
      throw new Error('this test sends no readable file');
    },
  );
  await user.click(screen.getByRole('button', { name: 'Batch gate-in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Batch gate-in' });
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])], 'gate-in.csv', {
    type: 'text/csv',
  });
  // biome-ignore lint/style/noNonNullAssertion: the dialog's file input
  await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, png);
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  await within(dialog).findByText('Upload an Excel workbook (.xlsx) or a CSV file (.csv).');
});

/** The row of the box numbered `number` in the table shown. */
const rowOf = async (number: string) =>
  within(
    (await screen.findByRole('checkbox', { name: `Select ${number}` })).closest(
      'tr',
    ) as HTMLElement,
  );

it('asks before saving a number with a wrong check digit, and saves it when told to', async () => {
  const box = YARD[1] as ContainerRecord;
  const wrong = `${box.containerNumber.slice(0, 10)}${(Number(box.containerNumber[10]) + 1) % 10}`;
  const { api, user } = await openContainers();
  api.on(
    'PUT /rest/enterprise/containers',
    { query: SkipValidationQuery, body: ContainerEdit, response: EditAnswer },
    ({ body, query }) => {
      // As the server answers a number whose check digit is wrong, unless told to skip the check.
      if (query.skipValidation === 'false' && !isValidContainerNumber(body.containerNumber)) {
        refuse(
          400,
          `${INVALID_CONTAINER_NUMBER} ${body.containerNumber}: its check digit should be ${checkDigit(body.containerNumber.slice(0, 10))}.`,
          INVALID_CONTAINER_NUMBER_CODE,
        );
      }
      return { responsestatus: EDITED_SUCCESSFULLY } as const;
    },
  );
  await user.click((await rowOf(box.containerNumber)).getByRole('button', { name: 'Edit' }));
  const dialog = within(await screen.findByRole('dialog', { name: `Edit ${box.containerNumber}` }));
  // Only a dispatched box has a dispatch date to change.
  expect(dialog.getByLabelText('Dispatch date').hasAttribute('disabled')).toBe(true);
  await user.clear(dialog.getByLabelText('Container number'));
  await user.type(dialog.getByLabelText('Container number'), wrong);
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  const question = within(
    await screen.findByRole('dialog', { name: 'Do you still want to update container?' }),
  );
  await question.findByText(/^Invalid container number/);
  await user.click(question.getByRole('button', { name: 'Yes' }));
  await screen.findByText(`${wrong} saved.`);
  expect(api.requests('PUT /rest/enterprise/containers').map((sent) => sent.body)).toMatchObject([
    { containerNumber: wrong },
    { containerNumber: wrong },
  ]);
});

it('asks before deleting, and says why a box standing in the yard is not deleted', async () => {
  const { api, user } = await openContainers('admin');
  api.on(
    'DELETE /rest/enterprise/containers/:id',
    { response: z.null(), status: 204 },
    ({ params }) => {
      const box = YARD.find((each) => each.id === Number(params.id)) as ContainerRecord;
      // As the server refuses a box that has not left the yard.
      return refuse(
        409,
        `${box.containerNumber} stands at ${box.location}: only a box that has left the yard can be deleted.`,
      );
    },
  );
  const box = YARD[2] as ContainerRecord;
  await user.click((await rowOf(box.containerNumber)).getByRole('button', { name: 'Delete' }));
  const question = within(
    await screen.findByRole('dialog', { name: 'Are you sure you want to delete this container?' }),
  );
  await user.click(question.getByRole('button', { name: 'Delete' }));
  await screen.findByText(
    `${box.containerNumber} stands at ${box.location}: only a box that has left the yard can be deleted.`,
  );
  await rowOf(box.containerNumber);
});

it('lets a gate user read the lists without changing anything', async () => {
  await openContainers('gateinuser');
  const row = await rowOf((YARD[0] as ContainerRecord).containerNumber);
  row.getByRole('button', { name: 'Movements' });
  expect(row.queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(row.queryByRole('button', { name: 'Delete' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Update location' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Movement alert' })).toBeNull();
});

it('keeps Sync with ERP from an operator, even while the settings allow it', async () => {
  await openContainers('operator', { metadata: { enableInventorySyncToErp: true } });
  await screen.findByRole('button', { name: 'Sync inventory' });
  expect(screen.queryByRole('button', { name: 'Sync with ERP' })).toBeNull();
});

it('mails the chosen surveys, Send off until the recipients are addresses and a survey is chosen', async () => {
  const { api, user } = await openContainers();
  const box = YARD[0] as ContainerRecord;
  api
    .on('GET /rest/surveys/:containerNumber', { response: Surveys }, ({ params }) => [
      {
        id: 1,
        containerId: box.id,
        containerNumber: params.containerNumber ?? '',
        gateInDate: '2026-03-01T08:00:00.000Z',
        gateOutDate: null,
        condition: 'sound' as const,
        damageNotes: '',
        photos: [],
        surveyedBy: 'operator',
        surveyedAt: '2026-03-01T08:10:00.000Z',
      },
    ])
    // As the server answers when the mail cannot go (no SMTP server).
    .on('POST /rest/surveys/email', { body: SurveyEmailBody, response: SurveyEmailAnswer }, () => ({
      responsestatus: 'failed' as const,
      message: SURVEY_MAIL_ERROR,
    }));
  await user.click((await rowOf(box.containerNumber)).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Surveys' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: `Surveys of ${box.containerNumber}` }),
  );
  const send = dialog.getByRole('button', { name: 'Send' });
  expect((dialog.getByLabelText('Mail body') as HTMLTextAreaElement).value).toBe(
    'Please find attached the survey report for the container.',
  );
  await user.type(dialog.getByLabelText('Recipients'), 'yard@example.com, nobody');
  await dialog.findByText('Not e-mail addresses: nobody');
  expect(send.hasAttribute('disabled')).toBe(true);

  // ', nobody' taken back: the addresses are right, and no survey is chosen yet.
  await user.type(dialog.getByLabelText('Recipients'), '{Backspace>8/}');
  await waitFor(() => expect(dialog.queryByText(/^Not e-mail addresses/)).toBeNull());
  expect(send.hasAttribute('disabled')).toBe(true);
  const survey = (await dialog.findByText('sound')).closest('tr') as HTMLElement;
  await user.click(within(survey).getByRole('checkbox'));
  expect(send.hasAttribute('disabled')).toBe(false);
  await user.click(send);
  await screen.findByText('Error while sending mail');
  expect(api.requests('POST /rest/surveys/email')[0]?.body).toEqual({
    recipients: 'yard@example.com',
    mailBody: 'Please find attached the survey report for the container.',
    surveyIds: [1],
  });
});

it('says an edit in the movements in words: no field names, numbers and slots whole', async () => {
  const { api, user } = await openContainers();
  const box = YARD[0] as ContainerRecord;
  const renumbered = makeContainerNumber('YLT', 'U', 600_000);
  api.on(
    `GET /rest/enterprise/containers/movements/${box.number}`,
    { response: ContainerHistory },
    () => [
      {
        kind: 'gate-in' as const,
        at: '2026-03-01T08:00:00.000Z',
        containerId: box.id,
        by: 'gatein',
        from: null,
        to: box.location,
        shifting: null,
        source: 'Gate',
        machine: null,
        changes: null,
      },
      {
        kind: 'edit' as const,
        at: '2026-03-02T09:30:00.000Z',
        containerId: box.id,
        by: 'operator',
        from: null,
        to: null,
        shifting: null,
        source: null,
        machine: null,
        changes: {
          containerNumber: { before: box.number, after: renumbered },
          hazardous: { before: false, after: true },
          skipValidation: { before: null, after: true },
        },
      },
    ],
  );
  await user.click((await rowOf(box.number)).getByRole('button', { name: 'Movements' }));
  const history = await screen.findByRole('dialog', { name: `Movements of ${box.number}` });
  const edit = (await within(history).findByText('Edit')).closest('tr') as HTMLElement;
  expect(edit.textContent).toContain(`Number: ${box.number} → ${renumbered}`);
  expect(edit.textContent).toContain('Hazardous: no → yes');
  expect(edit.textContent).toContain('Saved with a check digit that does not match, as asked');
  expect(history.textContent).not.toMatch(/skipValidation|containerNumber|hazardous/);
  expect(within(edit).getByText(renumbered).style.whiteSpace).toBe('nowrap');
  expect(within(history).getByText(box.location as string).style.whiteSpace).toBe('nowrap');
});

it('says why an 11th box cannot be selected, beside the count and on the greyed box', async () => {
  const { user } = await openContainers();
  for (const box of YARD.slice(0, 10)) {
    await user.click(
      await screen.findByRole('checkbox', { name: `Select ${box.containerNumber}` }),
    );
  }
  await screen.findByText(`10 of 10 selected · ${SELECTION_FULL}`);
  const eleventh = screen.getByRole('checkbox', {
    name: `Select ${(YARD[10] as ContainerRecord).containerNumber}`,
  });
  expect((eleventh as HTMLInputElement).disabled).toBe(true);
  expect(eleventh.closest(`[title="${SELECTION_FULL}"]`)).not.toBeNull();
});

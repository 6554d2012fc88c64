import { screen, within } from '@testing-library/react';
import {
  SHIFT_MESSAGES,
  Shift,
  ShiftInput,
  ShiftSaved,
} from '@yardline/domain/machines/shift.schema';
import { it } from 'vitest';
import { z } from 'zod';
import { fakeApi, refuse } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';

/** The Machine shifts screen of an admin, over shifts the fake server keeps. */
async function openShifts() {
  const api = fakeApi();
  logInAs(api, 'admin');
  const shifts: Shift[] = [];
  api
    .on('GET /rest/shifts', { response: z.array(Shift) }, () => shifts)
    .on('POST /rest/shifts', { body: ShiftInput, response: ShiftSaved }, ({ body }) => {
      if (shifts.some((shift) => shift.name === body.name))
        refuse(409, SHIFT_MESSAGES.nameTaken(body.name));
      const shift = { id: shifts.length + 1, ...body };
      shifts.push(shift);
      return { status: SHIFT_MESSAGES.added, shift };
    })
    .on('PUT /rest/shifts/:id', { body: ShiftInput, response: ShiftSaved }, ({ body, params }) => {
      const shift = shifts.find((each) => each.id === Number(params.id));
      if (!shift) return refuse(404, SHIFT_MESSAGES.notFound(Number(params.id)));
      Object.assign(shift, body);
      return { status: SHIFT_MESSAGES.updated, shift };
    });
  return { api, ...(await renderScreen('/shifts')) };
}

it('adds a shift and edits it, with the spec messages', async () => {
  const { user } = await openShifts();
  await user.click(await screen.findByRole('button', { name: 'Add shift' }));
  const add = within(await screen.findByRole('dialog', { name: 'Add shift' }));
  await user.type(add.getByLabelText('Shift name'), 'Early');
  await user.type(add.getByLabelText('From'), '05:00{Enter}');
  await user.type(add.getByLabelText('To'), '13:00{Enter}');
  await user.click(add.getByRole('button', { name: 'Save shift' }));
  await screen.findByText('Shift Added successfully');
  await screen.findByRole('row', { name: /Early.*05:00 – 13:00/ });

  await user.click(screen.getByRole('button', { name: 'Edit Early' }));
  const edit = within(await screen.findByRole('dialog', { name: 'Edit shift Early' }));
  await user.clear(edit.getByLabelText('To'));
  await user.type(edit.getByLabelText('To'), '13:30{Enter}');
  await user.click(edit.getByRole('button', { name: 'Save shift' }));
  await screen.findByText('Shift updated successfully');
  await screen.findByRole('row', { name: /Early.*05:00 – 13:30/ });
});

import { screen, within } from '@testing-library/react';
import {
  CHANGE_PASSWORD_MESSAGES,
  ChangePasswordBody,
  ChangePasswordResponse,
} from '@yardline/domain/session/change-password';
import { YardLayout } from '@yardline/domain/yard/layout.schema';
import { expect, it } from 'vitest';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen, type UserEvents } from '../../test-support/render-screen.tsx';
import { logInAs, readPassword } from '../../test-support/session.ts';

const PASSWORD = 'Yard!GateIn1';

/** A gate clerk on the overview, with the header's Account menu. */
async function openOverview() {
  const api = fakeApi();
  logInAs(api, 'gateinuser');
  api.on('GET /rest/yard/layout', { response: YardLayout }, () => ({ areaLayouts: [] }));
  api.on(
    'POST /rest/user/change-password',
    { body: ChangePasswordBody, response: ChangePasswordResponse },
    async ({ body }) => ({
      status:
        (await readPassword(body.oldPassword)) === PASSWORD
          ? CHANGE_PASSWORD_MESSAGES.updated
          : CHANGE_PASSWORD_MESSAGES.wrongOld,
    }),
  );
  return { api, ...(await renderScreen('/main')) };
}

async function openChangePassword(user: UserEvents) {
  await user.click(await screen.findByRole('button', { name: 'Account' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
  return within(await screen.findByRole('dialog', { name: 'Change password' }));
}

it('explains what is wrong, word for word', async () => {
  const { api, user } = await openOverview();
  const dialog = await openChangePassword(user);
  await user.type(dialog.getByLabelText('Old password'), `${PASSWORD}{Enter}`);
  await dialog.findByText('All fields are required');
  await user.type(dialog.getByLabelText('New password'), 'Other!pass1');
  await user.type(dialog.getByLabelText('Confirm password'), 'Other!pass2{Enter}');
  await dialog.findByText("Password and confirm password don't match up");
  // Both were said before anything was sent.
  expect(api.requests('POST /rest/user/change-password')).toEqual([]);
});

it("shows the server's answer when the old password is wrong", async () => {
  const { user } = await openOverview();
  const dialog = await openChangePassword(user);
  await user.type(dialog.getByLabelText('Old password'), 'Not!the1');
  await user.type(dialog.getByLabelText('New password'), 'Other!pass1');
  await user.type(dialog.getByLabelText('Confirm password'), 'Other!pass1{Enter}');
  await dialog.findByText('Old password is incorrect');
});

it('makes a user of a one-time password choose a strong one of their own first', async () => {
  const api = fakeApi();
  logInAs(api, 'superadmin', { mustChangePassword: true });
  const { user } = await renderScreen('/main');
  const form = within(await screen.findByRole('region', { name: 'Choose your password' }));
  expect(window.location.pathname).toBe('/change-password');
  await user.type(form.getByLabelText('One-time password'), 'K7Q2-ONE-TIME');
  await user.type(form.getByLabelText('New password'), 'harbour2026');
  await user.type(form.getByLabelText('Confirm password'), 'harbour2026{Enter}');
  await form.findByText(
    'Password must have a lowercase letter, an uppercase letter, a digit, one of ! @ # $ % ^ & * and at least 8 characters',
  );
  expect(api.requests('POST /rest/user/change-password')).toEqual([]);
});

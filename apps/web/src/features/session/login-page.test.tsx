import { screen } from '@testing-library/react';
import { INVALID_LOGIN, LoginBody, LoginResponse } from '@yardline/domain/session/session.schema';
import { expect, it } from 'vitest';
import { fakeApi, refuse } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { loggedOut, readPassword } from '../../test-support/session.ts';

it('says so when the password is wrong, and stays on the login page', async () => {
  const api = fakeApi();
  loggedOut(api);
  api.on(
    'POST /rest/auth/login',
    { body: LoginBody, response: LoginResponse },
    async ({ body }) => {
      const password = await readPassword(body.password);
      if (body.username === 'operator' && password === 'Yard!Operator1') {
        return { landingPage: '/main' };
      }
      return refuse(401, INVALID_LOGIN);
    },
  );
  const { user } = await renderScreen('/login');
  await user.type(await screen.findByLabelText('Username'), 'operator');
  await user.type(screen.getByLabelText('Password'), 'not-the-password');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByText('Invalid username or password');
  expect(window.location.pathname).toBe('/login');
});

import { screen, waitFor } from '@testing-library/react';
import { INVALID_LOGIN, LoginBody, LoginResponse } from '@yardline/domain/session/session.schema';
import { YardLayout } from '@yardline/domain/yard/layout.schema';
import { expect, it } from 'vitest';
import { fakeApi, refuse } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { loggedOut, logInAs, readPassword } from '../../test-support/session.ts';

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

it("asks whether the browser is logged in without calling /rest/health, a visitor's 401", async () => {
  const api = fakeApi();
  loggedOut(api);
  await renderScreen('/login');
  await screen.findByLabelText('Username');
  await waitFor(() => expect(api.requests('GET /rest/auth/session')).not.toEqual([]));
  expect(api.requests('GET /rest/health')).toEqual([]);
});

it('sends a browser that is still logged in on to its landing page', async () => {
  const api = fakeApi();
  logInAs(api, 'operator');
  api.on('GET /rest/yard/layout', { response: YardLayout }, () => ({ areaLayouts: [] }));
  await renderScreen('/login');
  await waitFor(() => expect(window.location.pathname).toBe('/main'));
});

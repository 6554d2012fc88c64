import { screen, waitFor, within } from '@testing-library/react';
import { GATE_TYPES, GatesAnswer } from '@yardline/domain/devices/gates.schema';
import { YardLayout } from '@yardline/domain/yard/layout.schema';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';

it("fills the window without the navigation bar, says 'No Gate Configured' when no gate of the mode exists, then goes home", async () => {
  const api = fakeApi();
  logInAs(api, 'admin');
  api
    .on(
      'GET /rest/enterprise/gate',
      { query: z.object({ type: z.enum(GATE_TYPES).optional() }), response: GatesAnswer },
      () => ({ gates: [] }),
    )
    .on('GET /rest/yard/layout', { response: YardLayout }, () => ({ areaLayouts: [] }));
  const { user } = await renderScreen('/igateout');
  const modal = within(await screen.findByRole('dialog', { name: 'No Gate Configured' }));
  await modal.findByText('No Gate configured for you. Ask your admin to do so.');
  // Doc 2 §2: the lane screens hide the navigation bar.
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
  await user.click(modal.getByRole('button', { name: 'OK' }));
  await screen.findByRole('heading', { name: 'Terminal overview' });
  await screen.findByRole('navigation', { name: 'Main menu' });
  await waitFor(() => expect(window.location.pathname).toBe('/main'));
});

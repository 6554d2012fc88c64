import { screen, waitFor, within } from '@testing-library/react';
import { GATE_TYPES, type Gate, GatesAnswer } from '@yardline/domain/devices/gates.schema';
import { NextOcrAnswer } from '@yardline/domain/gate/ocr';
import { MasterEntry } from '@yardline/domain/master/master-lists';
import { YardLayout } from '@yardline/domain/yard/layout.schema';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs, settingsChange } from '../../test-support/session.ts';

const gate = (id: number, type: Gate['type']): Gate => ({
  id,
  name: `Gate ${id} ${type}`,
  type,
  positionLat: 18.95,
  positionLong: 72.95,
  camConfig: [],
  readers: [],
  healthStatus: 'OK',
});

it('takes Planning out of an open page’s menu when a superadmin switches the planning engine off, and back', async () => {
  const api = fakeApi();
  logInAs(api, 'admin');
  api.on('GET /rest/yard/layout', { response: YardLayout }, () => ({ areaLayouts: [] }));
  await renderScreen('/main');
  const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
  await menu.findByRole('menuitem', { name: 'Planning' });

  settingsChange(api, 'admin', { enablePlanningEngine: false });
  await waitFor(() => expect(menu.queryByRole('menuitem', { name: 'Planning' })).toBeNull());
  expect(menu.getByRole('menuitem', { name: 'Tasks' })).toBeDefined();
  expect(window.location.pathname).toBe('/main');

  settingsChange(api, 'admin', { enablePlanningEngine: true });
  await menu.findByRole('menuitem', { name: 'Planning' });
});

it('opens the smart gate’s lane by the gates’ types, and closes it when the smart gate is switched off', async () => {
  const api = fakeApi();
  logInAs(api, 'gateoutuser');
  const gates = [gate(1, 'IN'), gate(2, 'OUT')];
  api
    .on(
      'GET /rest/enterprise/gate',
      { query: z.object({ type: z.enum(GATE_TYPES).optional() }), response: GatesAnswer },
      ({ query }) => ({ gates: gates.filter((g) => !query.type || g.type === query.type) }),
    )
    .on('GET /rest/yard/layout', { response: YardLayout }, () => ({ areaLayouts: [] }))
    .on('GET /rest/master/container-processes', { response: z.array(MasterEntry) }, () => [])
    .on('GET /rest/gate/ocr/:gateId/next', { response: NextOcrAnswer }, () => ({
      record: null,
      count: 0,
    }));
  // Doc 2 §2's smart gate menu route: both types here, and the gate-out user works the out gate.
  await renderScreen('/enterprise/gate');
  await screen.findByRole('heading', { name: 'Smart Gate Out' });
  expect(window.location.pathname).toBe('/igateout');

  settingsChange(api, 'gateoutuser', { enableSmartGate: false });
  await screen.findByText('You do not have permission to open this page');
  expect(window.location.pathname).toBe('/403');
});

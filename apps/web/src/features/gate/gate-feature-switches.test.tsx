import { screen, waitFor, within } from '@testing-library/react';
import { GatesAnswer } from '@yardline/domain/devices/gates.schema';
import { MasterEntry } from '@yardline/domain/master/master-lists';
import type { Metadata } from '@yardline/domain/metadata/metadata.schema';
import { PlanningParam } from '@yardline/domain/planning/gate-planning';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs, settingsChange } from '../../test-support/session.ts';

const ALL_OFF: Partial<Metadata> = {
  enablePlanningEngine: false,
  enableChaVehicle: false,
  enableSmartGate: false,
  enableDispatchTab: false,
};

/** The manual gate of a gate-in clerk, with the terminal's `metadata`. */
async function openGate(metadata: Partial<Metadata> = {}) {
  const api = fakeApi();
  logInAs(api, 'gateinuser', { metadata });
  api
    .on('GET /rest/master/:list', { response: z.array(MasterEntry) }, () => [])
    .on('GET /rest/gate/planning-params', { response: z.array(PlanningParam) }, () => [])
    // No lanes: no reader's tags to fill the forms with.
    .on('GET /rest/enterprise/gate', { response: GatesAnswer }, () => ({ gates: [] }));
  const rendered = await renderScreen('/gate');
  await screen.findByRole('heading', { name: 'Gate' });
  return { api, ...rendered };
}

/** What the gate shows of the features that can be switched off, tab by tab. */
async function shown(user: Awaited<ReturnType<typeof openGate>>['user']) {
  const planning = screen.queryByRole('region', { name: 'Planning' }) !== null;
  const smartGate = screen.queryByRole('link', { name: 'Smart gate in' }) !== null;
  await user.click(screen.getByRole('tab', { name: 'Trailer Gate-in' }));
  const form = within(await screen.findByRole('form', { name: 'Trailer gate-in' }));
  const cha = form.queryByLabelText('CHA') !== null;
  await user.click(screen.getByRole('tab', { name: 'Yard Container Operations' }));
  await screen.findByRole('tab', { name: 'Retag' });
  const dispatch = screen.queryByRole('tab', { name: 'Dispatch' }) !== null;
  return { planning, smartGate, cha, dispatch };
}

it('shows the planning section, the smart gate links, the CHA field and the Dispatch tab while their features are on', async () => {
  const { user } = await openGate();
  await screen.findByRole('region', { name: 'Planning' });
  expect(await shown(user)).toEqual({ planning: true, smartGate: true, cha: true, dispatch: true });
});

it('leaves each out while a superadmin has it switched off, asking the server nothing of it', async () => {
  const { api, user } = await openGate(ALL_OFF);
  expect(await shown(user)).toEqual({
    planning: false,
    smartGate: false,
    cha: false,
    dispatch: false,
  });
  expect(api.requests('GET /rest/gate/planning-params')).toEqual([]);
});

it('takes the Dispatch tab away from an open gate when the dispatch tab is switched off', async () => {
  const { api, user } = await openGate();
  await user.click(screen.getByRole('tab', { name: 'Yard Container Operations' }));
  await user.click(await screen.findByRole('tab', { name: 'Dispatch' }));
  await screen.findByRole('form', { name: 'Dispatch' });

  settingsChange(api, 'gateinuser', { enableDispatchTab: false });
  await waitFor(() => expect(screen.queryByRole('tab', { name: 'Dispatch' })).toBeNull());
  // The first operation shows in its place.
  expect(screen.getByRole('tab', { name: 'Retag', selected: true })).toBeDefined();
});

import { screen, waitFor, within } from '@testing-library/react';
import {
  Plan,
  QueuedContainer,
  QueuedContainersQuery,
  ReshuffleFigures,
  SlotSuggestions,
  SuggestedPlan,
  SuggestionQuestion,
  SuggestPlanInput,
} from '@yardline/domain/planning/planning-api';
import { DEFAULT_WEIGHTS } from '@yardline/domain/planning/weights';
import { YardLayout } from '@yardline/domain/yard/layout.schema';
import { YardContainers } from '@yardline/domain/yard/yard-containers';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs, type SessionOptions } from '../../test-support/session.ts';
import { areaLayout, EMPTY_YARD, withoutHolds } from '../../test-support/yard.ts';

/** One box waiting for a slot. */
const QUEUED: QueuedContainer = {
  containerId: 7,
  containerNumber: 'MSKU1234565',
  igmNumber: null,
  jobOrderNumber: null,
  liner: null,
  category: 'Export',
  size: 20,
  slotFullName: null,
  cellId: null,
  planId: null,
};

/** The planning screen of an admin, one box queued and a plan named Browser plan stored. */
async function openPlanning(options: SessionOptions = {}) {
  const api = fakeApi();
  logInAs(api, 'admin', options);
  withoutHolds(api)
    .on('GET /rest/yard/layout', { response: YardLayout }, () => ({
      areaLayouts: [areaLayout(1, 'A')],
    }))
    .on('GET /rest/planning/yard-containers', { response: YardContainers }, () => EMPTY_YARD)
    .on('GET /rest/planning/plans', { response: z.array(Plan) }, () => [
      { id: 1, name: 'Browser plan', plannedContainers: [], searchedContainers: [] },
    ])
    .on(
      'GET /rest/planning/queued-containers',
      { query: QueuedContainersQuery, response: z.array(QueuedContainer) },
      () => [QUEUED],
    )
    .on('GET /rest/planning/reshuffles', { response: ReshuffleFigures }, () => [])
    // The box the list starts on is asked about; no slot is suggested here.
    .on(
      'POST /rest/planning/suggestions',
      { body: SuggestionQuestion, response: SlotSuggestions },
      () => ({ suggestions: [], weights: DEFAULT_WEIGHTS }),
    )
    .on(
      'POST /rest/planning/suggest-plan',
      { body: SuggestPlanInput, response: SuggestedPlan },
      () => ({
        plannedContainers: [
          {
            containerId: QUEUED.containerId,
            containerNumber: QUEUED.containerNumber,
            slotFullName: 'A_01_01_1',
            planningOrder: 1,
            slotReason: null,
            matchPercent: 90,
          },
        ],
        unallotted: [],
      }),
    );
  return { api, ...(await renderScreen('/planning')) };
}

it('saves a plan only with a name no other plan has, said when the field is left', async () => {
  const { api, user } = await openPlanning();
  const save = await screen.findByRole('button', { name: 'Save plan' });
  await user.click(await screen.findByRole('button', { name: 'Auto-assign' }));
  await screen.findByText('Auto-assign planned 1 container.');
  // A name is needed.
  expect(save.hasAttribute('disabled')).toBe(true);

  await user.type(screen.getByLabelText('Plan name'), 'browser PLAN');
  await user.tab();
  const alert = within(await screen.findByRole('alert'));
  await alert.findByText('Plan with name browser PLAN already exist!');
  expect(save.hasAttribute('disabled')).toBe(true);

  await user.clear(screen.getByLabelText('Plan name'));
  await user.type(screen.getByLabelText('Plan name'), 'Night plan');
  await user.tab();
  await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
  expect(api.requests('POST /rest/planning/plans')).toEqual([]);
});

it('locks saving and auto-assign outside the enterprise edition, the queue still shown', async () => {
  const { user } = await openPlanning({ metadata: { enterpriseVersion: false } });
  const notice = within(await screen.findByRole('dialog', { name: 'Locked Enterprise Feature' }));
  await notice.findByText('This feature is only available in Enterprise version');
  await user.click(notice.getByRole('button', { name: 'OK' }));
  const queue = within(await screen.findByRole('table', { name: 'Queued containers' }));
  await queue.findByRole('row', { name: new RegExp(QUEUED.containerNumber) });
  await screen.findByText('Auto-assign');
  expect(screen.queryByRole('button', { name: 'Auto-assign' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Save plan' })).toBeNull();
});

import { screen, within } from '@testing-library/react';
import {
  DispatchReportPage,
  GateInReportPage,
  GateReportQuery,
} from '@yardline/domain/gate/gate-reports';
import { expect, it } from 'vitest';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';

it('asks which pages to export before it exports the gate-in report', async () => {
  const api = fakeApi();
  logInAs(api, 'gateinuser');
  api
    .on(
      'GET /rest/gate/reports/dispatch',
      { query: GateReportQuery, response: DispatchReportPage },
      () => ({
        dataprovider: [],
        totalSize: 0,
      }),
    )
    .on(
      'GET /rest/gate/reports/gate-in',
      { query: GateReportQuery, response: GateInReportPage },
      () => ({
        dataprovider: [
          {
            id: 1,
            containerNumber: null,
            containerSize: null,
            containerType: null,
            purpose: 'Import',
            tag: null,
            trailerNumber: 'MH04RP0001',
            trailerTag: 'TRL00001',
            plaCard: null,
            location: null,
            cha: null,
            gatedInAt: '2026-05-04T08:00:00.000Z',
            userName: 'gatein',
          },
        ],
        totalSize: 1,
      }),
    );
  const { user } = await renderScreen('/gate-reports');
  await user.click(await screen.findByRole('tab', { name: 'Gate-in report' }));
  await within(await screen.findByRole('table', { name: 'Gate-in report' })).findByText(
    'MH04RP0001',
  );
  await user.click(screen.getByRole('button', { name: 'Export' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Export gate-in report' }));
  await user.click(dialog.getByRole('button', { name: 'Export' }));
  await dialog.findByText('Choose an option first');
  expect(api.requests('GET /rest/gate/reports/gate-in/export')).toEqual([]);
});

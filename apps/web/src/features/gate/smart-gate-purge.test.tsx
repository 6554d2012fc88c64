import { screen, within } from '@testing-library/react';
import { GATE_TYPES, GatesAnswer } from '@yardline/domain/devices/gates.schema';
import { NextOcrAnswer, OcrActionAnswer, PurgeOcrBody } from '@yardline/domain/gate/ocr';
import { MasterEntry } from '@yardline/domain/master/master-lists';
import { PlanningParam } from '@yardline/domain/planning/gate-planning';
import { YardLayout } from '@yardline/domain/yard/layout.schema';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';

const GATE_1_IN = {
  id: 1,
  name: 'Gate 1 In',
  type: 'IN' as const,
  positionLat: 18.95,
  positionLong: 72.95,
  camConfig: [],
  readers: [],
  healthStatus: 'OK' as const,
};

it('purges the OCR queue only with a reason', async () => {
  const api = fakeApi();
  logInAs(api, 'gateinuser');
  let queued = 3;
  api
    .on(
      'GET /rest/enterprise/gate',
      { query: z.object({ type: z.enum(GATE_TYPES).optional() }), response: GatesAnswer },
      () => ({ gates: [GATE_1_IN] }),
    )
    .on('GET /rest/yard/layout', { response: YardLayout }, () => ({ areaLayouts: [] }))
    // The desk's gate-in form: no processes, delivery modes or planning parameters needed here.
    .on('GET /rest/master/container-processes', { response: z.array(MasterEntry) }, () => [])
    .on('GET /rest/master/delivery-modes', { response: z.array(MasterEntry) }, () => [])
    .on('GET /rest/gate/planning-params', { response: z.array(PlanningParam) }, () => [])
    .on('GET /rest/gate/ocr/:gateId/next', { response: NextOcrAnswer }, () => ({
      record: null,
      count: queued,
    }))
    .on(
      'POST /rest/gate/ocr/:gateId/purge',
      { body: PurgeOcrBody, response: OcrActionAnswer },
      () => {
        const purged = queued;
        queued = 0;
        return { responsestatus: `${purged} OCR records purged`, count: 0 };
      },
    );
  const { user } = await renderScreen('/igate');
  await screen.findByText('Queued OCR records: 3');
  await user.click(screen.getByRole('button', { name: 'Purge OCR data' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Purge OCR data' }));
  await user.click(dialog.getByRole('button', { name: 'Purge' }));
  await dialog.findByText('Please provide a suitable reason for deleting ocr data.');
  expect(api.requests('POST /rest/gate/ocr/1/purge')).toEqual([]);

  await user.type(dialog.getByLabelText('Reason'), 'Portal camera cleaned');
  await user.click(dialog.getByRole('button', { name: 'Purge' }));
  await screen.findByText('3 OCR records purged');
  await screen.findByText('Queued OCR records: 0');
  expect(api.requests('POST /rest/gate/ocr/1/purge')[0]?.body).toEqual({
    reason: 'Portal camera cleaned',
  });
});

import { screen, within } from '@testing-library/react';
import { GATE_TYPES, GatesAnswer } from '@yardline/domain/devices/gates.schema';
import { GateContainerState } from '@yardline/domain/gate/container-state';
import { DISPATCH_MESSAGES } from '@yardline/domain/gate/dispatch';
import { GatePassInfo, GatePassQuery, NextOcrAnswer } from '@yardline/domain/gate/ocr';
import { MasterEntry } from '@yardline/domain/master/master-lists';
import { YardLayout } from '@yardline/domain/yard/layout.schema';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi, refuse } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';

const NUMBER = 'MSKU1234565';

const GATE_2_OUT = {
  id: 2,
  name: 'Gate 2 Out',
  type: 'OUT' as const,
  positionLat: 18.95,
  positionLong: 72.95,
  camConfig: [],
  readers: [],
  healthStatus: 'OK' as const,
};

const READ = {
  id: 7,
  gateId: 2,
  deviceId: 'OCR-G2',
  timestamp: '2026-03-02T10:00:00Z',
  data: {
    containerNumber: NUMBER,
    containerToShow: NUMBER,
    size: '20',
    containerSize: '20',
    trailerNumber: 'MH04OUT001',
    process: null,
    confidence: 0.9,
    images: [],
    litmusResult: { isValid: true, isGatePassValid: false, gatePass: null },
    inYard: true,
    location: 'A_01_01_1',
    tag: null,
  },
};

it("shows the box's gate pass, or the server's word for why there is none", async () => {
  const api = fakeApi();
  logInAs(api, 'gateoutuser');
  let issued = false;
  api
    .on(
      'GET /rest/enterprise/gate',
      { query: z.object({ type: z.enum(GATE_TYPES).optional() }), response: GatesAnswer },
      () => ({ gates: [GATE_2_OUT] }),
    )
    .on('GET /rest/yard/layout', { response: YardLayout }, () => ({ areaLayouts: [] }))
    .on('GET /rest/master/container-processes', { response: z.array(MasterEntry) }, () => [])
    .on('GET /rest/gate/containers/:number', { response: GateContainerState }, () => ({
      number: NUMBER,
      inYard: true,
      containerId: 1,
      location: 'A_01_01_1',
      sizeType: '22G1',
      tag: null,
      process: 'Import',
      planned: false,
      gateInAt: '2026-03-01T08:00:00Z',
      gatePass: issued,
    }))
    .on('GET /rest/gate/ocr/:gateId/next', { response: NextOcrAnswer }, () => ({
      record: READ,
      count: 1,
    }))
    .on(
      'GET /rest/enterprise/containers/gate-pass',
      { query: GatePassQuery, response: GatePassInfo },
      ({ query }) =>
        issued
          ? {
              containerNumber: query.containerNo,
              gatePass: 'GP-1',
              date: '2026-03-02T09:00:00Z',
              boeDate: '2026-03-01',
              containerSize: '20',
            }
          : refuse(404, DISPATCH_MESSAGES.noGatePass(query.containerNo)),
    );
  const { user } = await renderScreen('/igateout');
  await screen.findByText('Queued OCR records: 1');

  await user.click(await screen.findByRole('button', { name: 'Gate pass' }));
  const none = within(await screen.findByRole('dialog', { name: 'Gate pass' }));
  await none.findByText(`No gate pass has been issued for ${NUMBER} since it came in.`);
  // The footer's Close (the corner's ✕ is named Close too).
  await user.click(none.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);

  issued = true;
  await user.click(screen.getByRole('button', { name: 'Gate pass' }));
  const found = within(await screen.findByRole('dialog', { name: 'Gate pass' }));
  await found.findByText(
    new RegExp(`^Gate pass GP-1 for ${NUMBER}, issued .*, BOE 2026-03-01\\.$`),
  );
  expect(api.requests('GET /rest/enterprise/containers/gate-pass')).toHaveLength(2);
});

import { screen, waitFor, within } from '@testing-library/react';
import {
  ItvExistsQuery,
  ItvLocation,
  ItvsPage,
  ItvsQuery,
} from '@yardline/domain/machines/itv.schema';
import {
  Exists,
  LABEL_LETTERS,
  Machine,
  MachineLocation,
  NameExistsQuery,
} from '@yardline/domain/machines/machine.schema';
import { YardLayout } from '@yardline/domain/yard/layout.schema';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { offered } from '../../test-support/choose.ts';
import { type FakeApi, fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';

/** The demo's first machine: RS-01, labelled A. */
const RS_01: Machine = {
  id: 1,
  machineName: 'RS-01',
  machineType: 'Reach-Stacker',
  machineStatus: 'Working',
  label: 'A',
  isrfidInstalled: true,
  zone: null,
  lat: 18.95,
  lng: 72.95,
  lastDataReceived: null,
};

/** The yard the maps draw: none here, the forms are the point. */
const answerYard = (api: FakeApi) =>
  api.on('GET /rest/yard/layout', { response: YardLayout }, () => ({ areaLayouts: [] }));

it('says a machine name is taken when the field is left, and offers only the free labels', async () => {
  const api = fakeApi();
  logInAs(api, 'operator');
  answerYard(api)
    .on('GET /rest/machines', { response: z.array(Machine) }, () => [RS_01])
    .on('GET /rest/machines/locations', { response: z.array(MachineLocation) }, () => [
      {
        id: RS_01.id,
        machineName: RS_01.machineName,
        machineType: RS_01.machineType,
        label: RS_01.label,
        status: RS_01.machineStatus,
        lastDataReceived: null,
        position: { lat: 18.95, lng: 72.95 },
      },
    ])
    // As the server compares names: whatever their case.
    .on(
      'GET /rest/machines/name-exists',
      { query: NameExistsQuery, response: Exists },
      ({ query }) => ({ exists: query.name.toUpperCase() === RS_01.machineName }),
    );
  const { user } = await renderScreen('/machines');
  await user.click(await screen.findByRole('tab', { name: 'Operations' }));
  await user.click(await screen.findByRole('button', { name: 'Add machine' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add machine' }));
  const name = dialog.getByLabelText('Machine name');
  await user.type(name, 'rs-01');
  await user.tab();
  await dialog.findByText('A machine named rs-01 already exists.');
  await user.clear(name);
  await user.type(name, 'RS-09');
  await user.tab();
  await waitFor(() => expect(dialog.queryByText(/already exists/)).toBeNull());

  // Letters other machines carry are taken; Y is never a label.
  const labels = await offered(user, dialog.getByLabelText('Label'));
  expect(labels.map((each) => each.option)).toEqual(LABEL_LETTERS);
  expect(labels.find((each) => each.option === 'A')?.disabled).toBe(true);
  expect(labels.find((each) => each.option === 'K')?.disabled).toBe(false);
  expect(labels.map((each) => each.option)).not.toContain('Y');
});

it('says an ITV number is taken when the field is left', async () => {
  const api = fakeApi();
  logInAs(api, 'admin');
  answerYard(api)
    .on('GET /rest/itvs/locations', { response: z.array(ItvLocation) }, () => [])
    .on('GET /rest/itvs', { query: ItvsQuery, response: ItvsPage }, () => ({
      itvs: [],
      totalCount: 0,
    }))
    .on('GET /rest/machines', { response: z.array(Machine) }, () => [RS_01])
    .on('GET /rest/itvs/exists', { query: ItvExistsQuery, response: Exists }, ({ query }) => ({
      exists: query.itvNumber?.toUpperCase() === 'ITV-01',
    }));
  const { user } = await renderScreen('/itvs');
  await user.click(await screen.findByRole('tab', { name: 'Operations' }));
  await user.click(await screen.findByRole('button', { name: 'Add ITV' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add ITV' }));
  await user.type(dialog.getByLabelText('ITV number'), 'itv-01');
  await user.tab();
  await dialog.findByText('An ITV numbered itv-01 already exists.');
});

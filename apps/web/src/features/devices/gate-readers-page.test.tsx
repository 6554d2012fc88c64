import { screen, within } from '@testing-library/react';
import { GATE_TYPES, GatesAnswer, ReadersAnswer } from '@yardline/domain/devices/gates.schema';
import { ItvLocation } from '@yardline/domain/machines/itv.schema';
import { Machine } from '@yardline/domain/machines/machine.schema';
import { MasterEntry } from '@yardline/domain/master/master-lists';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';

it("says a reader's name and IP are needed before it saves one", async () => {
  const api = fakeApi();
  logInAs(api, 'admin');
  api
    .on(
      'GET /rest/enterprise/gate',
      { query: z.object({ type: z.enum(GATE_TYPES).optional() }), response: GatesAnswer },
      () => ({ gates: [] }),
    )
    .on('GET /rest/enterprise/readers', { response: ReadersAnswer }, () => ({ readers: [] }))
    .on('GET /rest/master/reader-types', { response: z.array(MasterEntry) }, () =>
      ['GATE', 'MACHINE', 'ITV'].map((name, i) => ({
        id: i + 1,
        name,
        code: null,
        parentId: null,
      })),
    )
    .on('GET /rest/machines', { response: z.array(Machine) }, () => [])
    .on('GET /rest/itvs/locations', { response: z.array(ItvLocation) }, () => []);
  const { user } = await renderScreen('/gate-readers');
  await user.click(await screen.findByRole('tab', { name: 'Gate Readers' }));
  await user.click(await screen.findByRole('button', { name: 'Add reader' }));
  const form = within(await screen.findByRole('dialog', { name: 'Add reader' }));
  await user.click(form.getByRole('button', { name: 'Save' }));
  await form.findByText("Reader's name can't be empty");
  await form.findByText("Reader's IP can't be empty");
  expect(api.requests('POST /rest/enterprise/readers')).toEqual([]);
});

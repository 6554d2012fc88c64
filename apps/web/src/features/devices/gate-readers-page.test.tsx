import { screen, within } from '@testing-library/react';
import { GATE_TYPES, GatesAnswer, ReadersAnswer } from '@yardline/domain/devices/gates.schema';
import { ContainerTag, ContainerTagInput } from '@yardline/domain/gate/tag-life';
import { ItvLocation } from '@yardline/domain/machines/itv.schema';
import { Machine } from '@yardline/domain/machines/machine.schema';
import { MasterEntry } from '@yardline/domain/master/master-lists';
import { CardListQuery, pageOf } from '@yardline/domain/trailers/trailer-cards.schema';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi, refuse } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';

/** The Gate Readers screen of an admin, with no gates and no readers. */
function gateAdmin() {
  const api = fakeApi();
  logInAs(api, 'admin');
  return api
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
}

it("says a reader's name and IP are needed before it saves one", async () => {
  const api = gateAdmin();
  const { user } = await renderScreen('/gate-readers');
  await user.click(await screen.findByRole('tab', { name: 'Gate Readers' }));
  await user.click(await screen.findByRole('button', { name: 'Add reader' }));
  const form = within(await screen.findByRole('dialog', { name: 'Add reader' }));
  await user.click(form.getByRole('button', { name: 'Save' }));
  await form.findByText("Reader's name can't be empty");
  await form.findByText("Reader's IP can't be empty");
  expect(api.requests('POST /rest/enterprise/readers')).toEqual([]);
});

it('keeps the register of container tags: a tag and the day it reaches its end of life', async () => {
  const api = gateAdmin();
  const tags = [{ id: 1, tag: '11110001', endOfLife: '2000-01-01' }];
  api
    .on(
      'GET /rest/enterprise/containers/tags',
      { query: CardListQuery, response: pageOf(ContainerTag) },
      () => ({ entities: tags, totalCount: tags.length }),
    )
    .on(
      'POST /rest/enterprise/containers/tags',
      { body: ContainerTagInput, response: ContainerTag },
      ({ body }) => {
        if (tags.some((row) => row.tag === body.tag))
          refuse(409, `Tag ${body.tag} is already in use.`);
        const row = { id: tags.length + 1, ...body };
        tags.push(row);
        return row;
      },
    );
  const { user } = await renderScreen('/gate-readers');
  await user.click(await screen.findByRole('tab', { name: 'Container Tags' }));
  await screen.findByText('2000-01-01');
  await user.click(screen.getByRole('button', { name: 'Add container tag' }));
  const form = within(await screen.findByRole('dialog', { name: 'Add container tag' }));
  await user.type(form.getByLabelText('Tag'), '11110001');
  await user.type(form.getByLabelText('End of life'), '2031-01-31');
  await user.click(form.getByRole('button', { name: 'Save' }));
  await form.findByText('Tag 11110001 is already in use.');
  await user.clear(form.getByLabelText('Tag'));
  await user.type(form.getByLabelText('Tag'), '11110002');
  await user.click(form.getByRole('button', { name: 'Save' }));
  await screen.findByText('2031-01-31');
  expect(api.requests('POST /rest/enterprise/containers/tags').map((sent) => sent.body)).toEqual([
    { tag: '11110001', endOfLife: '2031-01-31' },
    { tag: '11110002', endOfLife: '2031-01-31' },
  ]);
});

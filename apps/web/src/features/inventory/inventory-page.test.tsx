import { screen, within } from '@testing-library/react';
import { YardLayout } from '@yardline/domain/yard/layout.schema';
import { YardContainers, YardContainersQuery } from '@yardline/domain/yard/yard-containers';
import { expect, it } from 'vitest';
import { choose, offered } from '../../test-support/choose.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen, type UserEvents } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';
import { areaLayout, EMPTY_YARD, withoutHolds } from '../../test-support/yard.ts';

/** HZ: two rows of 14 columns, none merged; HX: its columns 03 and 04 merged into 40 ft slots. */
const HZ = areaLayout(1, 'HZ', 2, 14);
const HX = (() => {
  const area = areaLayout(2, 'HX', 2, 6);
  for (const row of area.rowLayouts) {
    for (const cell of row.cellLayouts.slice(2, 4)) cell.merged = true;
  }
  return area;
})();

/** The inventory of a superadmin, HZ and HX empty. */
async function openInventory() {
  const api = fakeApi();
  logInAs(api, 'superadmin');
  withoutHolds(api)
    .on('GET /rest/yard/layout', { response: YardLayout }, () => ({ areaLayouts: [HZ, HX] }))
    .on(
      'GET /rest/yard/containers',
      { query: YardContainersQuery, response: YardContainers },
      () => EMPTY_YARD,
    );
  return { api, ...(await renderScreen('/inventory')) };
}

/** The admin menu's `action`, open on `area`. */
async function openAdmin(action: string, area: string) {
  const { user } = await openInventory();
  await user.click(await screen.findByRole('button', { name: 'Admin' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  const dialog = within(await screen.findByRole('dialog', { name: action }));
  await choose(user, dialog.getByLabelText('Area'), area);
  return { user, dialog };
}

const names = async (user: UserEvents, field: HTMLElement) =>
  (await offered(user, field)).map((each) => each.option);

it('offers to merge only the unmerged columns an odd distance after the first', async () => {
  const { user, dialog } = await openAdmin('Merge Slots', 'HZ');
  await choose(user, dialog.getByLabelText('From column'), '01');
  expect(await names(user, dialog.getByLabelText('To column'))).toEqual([
    '02',
    '04',
    '06',
    '08',
    '10',
    '12',
    '14',
  ]);
});

it('offers to split only the left halves of merged columns', async () => {
  const { user, dialog } = await openAdmin('Split Slots', 'HX');
  expect(await names(user, dialog.getByLabelText('From column'))).toEqual(['03']);
});

it('asks for an IGM number or IGM:ITEM before it searches', async () => {
  const { api, user } = await openInventory();
  await user.click(
    within(await screen.findByRole('radiogroup', { name: 'Search by' })).getByText('IGM/Item'),
  );
  await user.type(screen.getByLabelText('IGM or IGM:ITEM'), 'not an igm{Enter}');
  await within(await screen.findByRole('alert')).findByText('Write an IGM number, or IGM:ITEM.');
  expect(api.sent.filter((sent) => sent.path.startsWith('/rest/yard/igm-containers'))).toEqual([]);
});

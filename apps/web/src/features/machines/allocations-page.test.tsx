import { screen, within } from '@testing-library/react';
import {
  Allocation,
  AllocationsQuery,
  AllocationsSaved,
  SaveAllocations,
} from '@yardline/domain/machines/allocation.schema';
import { MachineLocation } from '@yardline/domain/machines/machine.schema';
import { YardLayout } from '@yardline/domain/yard/layout.schema';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { choose } from '../../test-support/choose.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';
import { areaLayout } from '../../test-support/yard.ts';

it('lights Machines in the menu, and needs a machine and an area before it saves an allocation', async () => {
  const api = fakeApi();
  logInAs(api, 'admin');
  api
    .on(
      'GET /rest/allocations',
      { query: AllocationsQuery, response: z.array(Allocation) },
      () => [],
    )
    .on('GET /rest/machines/locations', { response: z.array(MachineLocation) }, () => [
      {
        id: 1,
        machineName: 'RS-01',
        machineType: 'Reach-Stacker' as const,
        label: 'A',
        status: 'Working' as const,
        lastDataReceived: null,
        position: null,
      },
    ])
    .on('GET /rest/yard/layout', { response: YardLayout }, () => ({
      areaLayouts: [areaLayout(1, 'A')],
    }))
    .on(
      'POST /rest/allocations',
      { body: SaveAllocations, response: AllocationsSaved },
      ({ body }) => ({
        status: 'success' as const,
        allocations: body.map((each, i) => ({ ...each, id: i + 1, machine: 'RS-01', area: 'A' })),
      }),
    );
  const { user } = await renderScreen('/allocations');
  // Doc 3 §2: "machines or allocations highlights machines".
  const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
  const lit = async (name: string) =>
    (await menu.findByRole('menuitem', { name })).classList.contains('ant-menu-item-selected');
  expect([await lit('Machines'), await lit('Allocations'), await lit('Tasks')]).toEqual([
    true,
    true,
    false,
  ]);
  await user.click(await screen.findByRole('button', { name: 'Add allocation' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add allocation' }));
  const save = dialog.getByRole('button', { name: 'Save allocation' });

  await user.click(save);
  await dialog.findByText('Choose a machine');
  await choose(user, dialog.getByLabelText('Machine'), 'RS-01');
  await user.click(save);
  await dialog.findByText('Choose an area');
  expect(api.requests('POST /rest/allocations')).toEqual([]);

  await choose(user, dialog.getByLabelText('Area'), 'A');
  await user.click(save);
  await screen.findByText('Allocations saved successfully');
  expect(api.requests('POST /rest/allocations')[0]?.body).toMatchObject([
    { machineId: 1, areaId: 1 },
  ]);
});

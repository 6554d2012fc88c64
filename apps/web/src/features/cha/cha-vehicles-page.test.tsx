import { screen, waitFor, within } from '@testing-library/react';
import { forcedAllowance } from '@yardline/domain/cha/allowance';
import {
  CHA_MESSAGES,
  Cha,
  ChaAllocation,
  ChaAllocationBody,
  ChaAllocationSaved,
  ChaContactsBody,
  ChaSearchQuery,
  DeliveryType,
} from '@yardline/domain/cha/cha.schema';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';

const SAHYADRI: Cha = {
  id: 1,
  name: 'Sahyadri Clearing Agency',
  registrationNumber: 'SCA',
  contacts: [],
};
const LOADED = {
  activityId: 11,
  activityName: 'Loaded Delivery',
  activityGroup: 'VEHICLE GATE-IN',
};
const EMPTY = { activityId: 12, activityName: 'Empty Delivery', activityGroup: 'VEHICLE GATE-IN' };

/**
 * The CHA vehicles screen of an admin, on Sahyadri's allocation: 6 + 6 loaded deliveries, 12
 * vehicles, `gatedInCount` of them in; no empty ones.
 */
async function openSahyadri(gatedInCount = 0) {
  const api = fakeApi();
  // The screen's flag is off by default; the demo turns it on for its admins.
  logInAs(api, 'admin', { permissions: { chaVehiclesVisible: true } });
  api
    .on(
      'GET /rest/enterprise/cha/search',
      { query: ChaSearchQuery, response: z.array(Cha) },
      () => [SAHYADRI],
    )
    .on('GET /rest/enterprise/cha/delivery-types', { response: z.array(DeliveryType) }, () => [
      LOADED,
      EMPTY,
    ])
    .on('GET /rest/enterprise/cha/equipments', { response: z.array(z.string()) }, () => [])
    .on('GET /rest/enterprise/cha/:id', { response: Cha }, () => SAHYADRI)
    .on('GET /rest/enterprise/cha/:id/allocation', { response: ChaAllocation.nullable() }, () => ({
      id: 1,
      agent: { id: SAHYADRI.id },
      createDate: '2026-05-01T08:00:00.000Z',
      equipments: [],
      allowedDeliveries: {
        [LOADED.activityName]: {
          deliveryType: LOADED,
          allowedCount: 12,
          allowed20: 6,
          allowed40: 6,
          gatedInCount,
        },
      },
    }));
  const { user } = await renderScreen('/cha-vehicles');
  await user.type(await screen.findByRole('combobox'), 'sahyadri');
  await user.click(await screen.findByTitle('Sahyadri Clearing Agency (SCA)'));
  const table = within(await screen.findByRole('table', { name: 'Allowed deliveries' }));
  const field = (label: string, type: string) =>
    table.getByLabelText(`${label} for ${type}`) as HTMLInputElement;
  const total = (which: string) => screen.getByTestId(`total-${which}`).textContent;
  return { api, user, field, total };
}

it('forces the vehicles allowed up to the 20 and 40 ft counts, and Cancel puts back what is stored', async () => {
  const { api, user, field, total } = await openSahyadri();
  await waitFor(() => expect(field('Vehicles allowed', 'Loaded Delivery').value).toBe('12'));

  // 20 and 40 ft counts push the vehicles allowed up to their sum.
  await user.type(field('Allowed 20 ft', 'Empty Delivery'), '{Control>}a{/Control}3');
  await user.tab();
  await user.keyboard('{Control>}a{/Control}2');
  await user.tab();
  await waitFor(() => expect(field('Vehicles allowed', 'Empty Delivery').value).toBe('5'));
  // A smaller count is forced back when the field is left.
  await user.keyboard('{Control>}a{/Control}1');
  await user.tab();
  await waitFor(() => expect(field('Vehicles allowed', 'Empty Delivery').value).toBe('5'));
  expect([total('20'), total('40'), total('allowed')]).toEqual(['9', '8', '17']);

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(field('Vehicles allowed', 'Empty Delivery').value).toBe('0'));
  expect(total('allowed')).toBe('12');
  expect(api.requests('PUT /rest/enterprise/cha/1/allocation')).toEqual([]);
});

it('warns before saving an allowance below the vehicles already in, and saves on Save anyway', async () => {
  const { api, user, field } = await openSahyadri(8);
  api.on(
    'PUT /rest/enterprise/cha/:id/allocation/:allocationId',
    { body: ChaAllocationBody, response: ChaAllocationSaved },
    ({ body }) => ({
      responsestatus: 'success' as const,
      allocation: {
        id: 1,
        agent: { id: SAHYADRI.id },
        createDate: '2026-05-01T08:00:00.000Z',
        equipments: [],
        allowedDeliveries: {
          [LOADED.activityName]: {
            ...forcedAllowance({
              allowedCount: 0,
              allowed20: 0,
              allowed40: 0,
              ...body.allowedDeliveries[LOADED.activityName],
            }),
            deliveryType: LOADED,
            gatedInCount: 8,
          },
        },
      },
    }),
  );
  api.on(
    'PUT /rest/enterprise/cha/:id/contacts',
    { body: ChaContactsBody, response: Cha },
    () => SAHYADRI,
  );
  await waitFor(() => expect(field('Vehicles allowed', 'Loaded Delivery').value).toBe('12'));
  for (const [label, count] of [
    ['Allowed 20 ft', '2'],
    ['Allowed 40 ft', '2'],
    ['Vehicles allowed', '4'],
  ]) {
    await user.type(field(label as string, 'Loaded Delivery'), `{Control>}a{/Control}${count}`);
    await user.tab();
  }
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const warning = within(
    await screen.findByRole('dialog', { name: 'Fewer vehicles allowed than are already in' }),
  );
  warning.getByText(/Loaded Delivery: 4 allowed, 8 already gated in\./);
  await user.click(warning.getByRole('button', { name: 'Cancel' }));
  await waitFor(() =>
    expect(
      screen.queryByRole('dialog', { name: 'Fewer vehicles allowed than are already in' }),
    ).toBeNull(),
  );
  expect(api.requests('PUT /rest/enterprise/cha/1/allocation/1')).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(await screen.findByRole('button', { name: 'Save anyway' }));
  await screen.findByText(CHA_MESSAGES.saved);
  expect(api.requests('PUT /rest/enterprise/cha/1/allocation/1')).toHaveLength(1);
});

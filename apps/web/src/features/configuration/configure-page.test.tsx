import { screen, waitFor, within } from '@testing-library/react';
import { ENTERPRISE_MESSAGE } from '@yardline/domain/auth/can';
import type { BuiltInRole } from '@yardline/domain/auth/roles';
import { ANY, ColourRule, ColourRuleInput } from '@yardline/domain/configuration/colour-rule';
import { MasterEntry } from '@yardline/domain/master/master-lists';
import { type AreaLayout, YardLayout } from '@yardline/domain/yard/layout.schema';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi, refuse } from '../../test-support/fake-api.ts';
import { renderScreen, type UserEvents } from '../../test-support/render-screen.tsx';
import { logInAs, type SessionOptions } from '../../test-support/session.ts';

/** One area, HZ, of two rows of four cells. */
const HZ: AreaLayout = {
  areaId: 1,
  name: 'HZ',
  cellNames: ['01', '02', '03', '04'],
  rowLayouts: ['01', '02'].map((row, r) => ({
    name: row,
    cellLayouts: ['01', '02', '03', '04'].map((cell, c) => ({
      id: r * 4 + c + 1,
      name: cell,
      fullName: `HZ_${row}_${cell}`,
      merged: false,
    })),
  })),
  totalSlots: 32,
  maxHeight: 4,
  fortyFootPairs: false,
  corners: null,
};

/** 'Hazardous cargo' holds the first row. */
const HAZARDOUS = {
  id: 1,
  name: 'Hazardous cargo',
  color: '#d4380d',
  process: ANY,
  type: ANY,
  size: ANY,
  category: ANY,
  liner: ANY,
  customer: ANY,
  cargoType: ANY,
  hazardous: true,
  cells:
    HZ.rowLayouts[0]?.cellLayouts.map(({ id, name, fullName }) => ({ id, name, fullName })) ?? [],
};

/** The editor's count: '<strong>4</strong> cells selected'. */
const selected = (count: number) => (_: string, element: Element | null) =>
  element?.textContent === `${count} cells selected` && element.querySelector('strong') !== null;

const cell = (fullName: string) => document.querySelector(`[data-name="${fullName}"]`);

/** The colour rules screen of `role` (an admin unless told): HZ, its first row Hazardous cargo's. */
async function openConfigure(role: BuiltInRole = 'admin', options: SessionOptions = {}) {
  const api = fakeApi();
  logInAs(api, role, options);
  api
    .on('GET /rest/yard/layout', { response: YardLayout }, () => ({ areaLayouts: [HZ] }))
    .on('GET /rest/configuration/load', { response: z.array(ColourRule) }, () => [HAZARDOUS])
    .on('GET /rest/master/:list', { response: z.array(MasterEntry) }, () => []);
  return { api, ...(await renderScreen('/configure')) };
}

it('cancels without saving, back to the view', async () => {
  const { api, user } = await openConfigure();
  await user.click(await screen.findByRole('button', { name: 'Edit Hazardous cargo' }));
  await screen.findByText(selected(4));
  // The row is all the rule's: its name clears it.
  await user.click(await screen.findByRole('button', { name: 'Row HZ_01' }));
  await screen.findByText(selected(0));
  expect(cell('HZ_01_01')?.hasAttribute('data-selected')).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await screen.findByRole('button', { name: 'New rule' });
  expect(cell('HZ_01_01')?.getAttribute('aria-label')).toBe('HZ_01_01, Hazardous cargo');
  expect(api.requests('POST /rest/configuration')).toEqual([]);
});

it("says a rule's name is taken when the field is left, and keeps another rule's cells", async () => {
  const { api, user } = await openConfigure();
  await user.click(await screen.findByRole('button', { name: 'New rule' }));
  const form = within(await screen.findByRole('region', { name: 'New rule' }));
  await user.type(form.getByLabelText('Name'), 'hazardous CARGO');
  await user.tab();
  await form.findByText('Rule with name hazardous CARGO already exist!');

  // A cell of another rule cannot be taken; a row's name takes the rest of the row.
  await user.click(cell('HZ_01_01') as HTMLElement);
  await screen.findByText(selected(0));
  expect(cell('HZ_01_01')?.hasAttribute('data-selected')).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Row HZ_02' }));
  await screen.findByText(selected(4));
  expect(api.requests('POST /rest/configuration')).toEqual([]);
});

const OUTSIDE_ENTERPRISE = { metadata: { enterpriseVersion: false } };

/** The 'Locked Enterprise Feature' notice, closed with OK. */
async function closeNotice(user: UserEvents) {
  const notice = within(await screen.findByRole('dialog', { name: 'Locked Enterprise Feature' }));
  await notice.findByText('This feature is only available in Enterprise version');
  await user.click(notice.getByRole('button', { name: 'OK' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Locked Enterprise Feature' })).toBeNull(),
  );
}

it('locks the screen behind the notice for an admin outside the enterprise edition', async () => {
  const { user } = await openConfigure('admin', OUTSIDE_ENTERPRISE);
  await closeNotice(user);
  // The screen is drawn behind the blur, yet out of reach: its buttons are hidden and inert.
  await screen.findByText('New rule');
  expect(screen.queryByRole('button', { name: 'New rule' })).toBeNull();
  expect(cell('HZ_01_01')?.closest('[inert]')).not.toBeNull();
});

it('leaves the screen open to a superadmin outside the enterprise edition', async () => {
  await openConfigure('superadmin', OUTSIDE_ENTERPRISE);
  await screen.findByRole('button', { name: 'New rule' });
  expect(screen.queryByRole('dialog', { name: 'Locked Enterprise Feature' })).toBeNull();
});

it('shows the notice when the edition changes under an open form, and locks itself', async () => {
  const { api, user } = await openConfigure();
  await user.click(await screen.findByRole('button', { name: 'Edit Hazardous cargo' }));
  await screen.findByText(selected(4));
  // The edition changes: the server refuses the save, and the session reads as locked from now.
  logInAs(api, 'admin', OUTSIDE_ENTERPRISE);
  api.on('POST /rest/configuration', { body: ColourRuleInput, response: ColourRule }, () =>
    refuse(403, ENTERPRISE_MESSAGE, 'ENTERPRISE_LOCKED'),
  );
  await user.click(screen.getByRole('button', { name: 'Save rule' }));
  await closeNotice(user);
  expect(api.requests('POST /rest/configuration')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Save rule' })).toBeNull());
});

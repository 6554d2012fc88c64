import { screen, within } from '@testing-library/react';
import { defaultPermissions } from '@yardline/domain/auth/permissions';
import { BUILT_IN_ROLES, type BuiltInRole } from '@yardline/domain/auth/roles';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import { YardLayout } from '@yardline/domain/yard/layout.schema';
import { expect, it } from 'vitest';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';
import { visibleScreens } from '../menu.ts';

/** The overview of a demo user of `role`. */
async function openOverview(role: BuiltInRole) {
  const api = fakeApi();
  logInAs(api, role);
  api.on('GET /rest/yard/layout', { response: YardLayout }, () => ({ areaLayouts: [] }));
  return renderScreen('/main');
}

/** A screen the role may not open, by its address: the 403 page. */
async function openForbidden(role: BuiltInRole, path: string) {
  logInAs(fakeApi(), role);
  await renderScreen(path);
  await screen.findByText('You do not have permission to open this page');
  expect(window.location.pathname).toBe('/403');
}

it.each(BUILT_IN_ROLES)('shows %s exactly the menu its permissions open', async (role) => {
  await openOverview(role);
  const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
  await menu.findByRole('menuitem', { name: 'Home' });
  const labels = visibleScreens(
    { roleKey: role, permissions: defaultPermissions(role) },
    DEFAULT_METADATA,
  ).map((item) => item.menu.label);
  expect(menu.getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual(labels);
});

it('sends an operator to the 403 page from the Users address', () =>
  openForbidden('operator', '/users'));

it('sends a role without planning to the 403 page from the colour rules address', () =>
  openForbidden('manager', '/configure'));

it.each([
  ['superadmin', true],
  ['admin', false],
] as const)('offers Archive database in the account menu of %s: %s', async (role, offered) => {
  const { user } = await openOverview(role);
  await user.click(await screen.findByRole('button', { name: 'Account' }));
  await screen.findByRole('menuitem', { name: 'Change password' });
  expect(screen.queryByRole('menuitem', { name: 'Archive database' }) !== null).toBe(offered);
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { expectedMenu } from './support/menus.ts';
import { setMetadata } from './support/metadata.ts';
import { DEMO, menuItems, openAs } from './support/session.ts';

const t = useServerAndBrowser();

const CLERK = { username: 'night.clerk', password: 'Night!Shift7' };

async function openUsers(page: Page, user: { username: string; password: string }) {
  await openAs(page, t.server.url, user, '/users');
  await page.getByRole('heading', { name: 'Users' }).waitFor();
  await page.getByRole('cell', { name: 'gateout', exact: true }).waitFor();
}

describe('users, roles and role permissions', () => {
  it('lets an admin add a user who then logs in, and a role whose permissions change that user’s menu, as a superadmin’s feature switch does', async () => {
    const admin = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openUsers(admin, DEMO.admin);
    await screenshot(admin, 'users');

    // A role of their own, for the night shift.
    await admin.getByRole('tab', { name: 'Roles' }).click();
    await admin.getByRole('button', { name: 'Add role' }).click();
    const roleDialog = admin.getByRole('dialog', { name: 'Add role' });
    await roleDialog.getByLabel('Name').fill('Night Shift');
    await roleDialog.getByRole('button', { name: 'Add role' }).click();
    await admin.getByText('Role added successfully').waitFor();
    await admin.getByRole('table', { name: 'Roles' }).getByText('Night Shift').waitFor();

    // The user, in that role.
    await admin.getByRole('tab', { name: 'Users' }).click();
    await admin.getByRole('button', { name: 'Add user' }).click();
    const userDialog = admin.getByRole('dialog', { name: 'Add user' });
    await userDialog.getByLabel('Username').fill(CLERK.username);
    await userDialog.getByLabel('Password', { exact: true }).fill(CLERK.password);
    await userDialog.getByLabel('Confirm password').fill(CLERK.password);
    await userDialog.getByLabel('Role').fill('Night');
    await userDialog.getByLabel('Role').press('Enter');
    await userDialog.getByLabel('E-mail').fill('night.clerk@example.com');
    await screenshot(admin, 'users-add');
    await userDialog.getByRole('button', { name: 'Add user' }).click();
    await admin.getByText('User added successfully').waitFor();
    const row = admin.getByRole('row', { name: /night\.clerk/ });
    await row.getByText('Night Shift').waitFor();
    await row.getByText('admin', { exact: true }).waitFor();

    // The new user logs in: a custom role's default menu (with create, update and delete, so the
    // gate admin's OCR Differences too).
    const clerk = await t.browser.newPage();
    await openAs(clerk, t.server.url, CLERK, '/main');
    expect(await menuItems(clerk)).toEqual(expectedMenu(null));
    expect(await menuItems(clerk)).toContain('OCR Differences');

    // The admin takes planning away from the role; the open app's menu follows.
    await admin.getByRole('tab', { name: 'Role Permissions' }).click();
    await admin.getByRole('combobox').last().fill('Night');
    await admin.getByRole('combobox').last().press('Enter');
    const flags = admin.getByRole('group', { name: 'Permissions of Night Shift' });
    expect(await flags.getByText('Inventory').count()).toBe(0);
    await flags.getByLabel('Planning').uncheck();
    await screenshot(admin, 'users-permissions');
    await admin.getByRole('button', { name: 'Update permissions' }).click();
    await admin.getByText('Permissions updated successfully').waitFor();
    await expect
      .poll(() => menuItems(clerk), { timeout: 10_000 })
      .toEqual(expectedMenu(null, { planningVisible: false }));
    expect(await menuItems(clerk)).not.toContain('Planning');

    // A superadmin switches the smart gate off (doc 3 §6): the open menu follows that too.
    await setMetadata(t.server.url, { enableSmartGate: false });
    await expect
      .poll(() => menuItems(clerk), { timeout: 10_000 })
      .toEqual(expectedMenu(null, { planningVisible: false }, { enableSmartGate: false }));
    expect(await menuItems(clerk)).not.toContain('Smart Gate');
    await clerk.close();
    await admin.close();
  });
});

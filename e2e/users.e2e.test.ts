import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerPopconfirm, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { expectedMenu } from './support/menus.ts';
import { DEMO, logIn, menuItems } from './support/session.ts';

const t = useServerAndBrowser();

const CLERK = { username: 'night.clerk', password: 'Night!Shift7' };

async function openUsers(page: Page, user: { username: string; password: string }) {
  await logIn(page, t.server.url, user);
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Users').click();
  await page.getByRole('heading', { name: 'Users' }).waitFor();
  await page.getByRole('cell', { name: 'gateout', exact: true }).waitFor();
}

describe('users, roles and role permissions', () => {
  it('lets an admin add a user who then logs in, and a role whose permissions change that user’s menu', async () => {
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
    await userDialog.getByLabel('Confirm password').fill('Night!Shift8');
    await userDialog.getByLabel('Role').fill('Night');
    await userDialog.getByLabel('Role').press('Enter');
    await userDialog.getByLabel('E-mail').fill('night.clerk@example.com');
    await userDialog.getByRole('button', { name: 'Add user' }).click();
    await userDialog.getByText("Password and confirm password don't match up").first().waitFor();
    await userDialog.getByLabel('Confirm password').fill(CLERK.password);
    await screenshot(admin, 'users-add');
    await userDialog.getByRole('button', { name: 'Add user' }).click();
    await admin.getByText('User added successfully').waitFor();
    const row = admin.getByRole('row', { name: /night\.clerk/ });
    await row.getByText('Night Shift').waitFor();
    await row.getByText('admin', { exact: true }).waitFor();

    // The new user logs in: a custom role's default menu (with create, update and delete, so the
    // gate admin's OCR Differences too).
    const clerk = await t.browser.newPage();
    await logIn(clerk, t.server.url, CLERK);
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
    await clerk.close();
    await admin.close();
  });

  it('edits a user without touching the password', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openUsers(page, DEMO.admin);
    await page.getByRole('button', { name: `Edit ${CLERK.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit user ${CLERK.username}` });
    await dialog.getByLabel('Phone').fill('+91 22 5555 0142');
    await dialog.getByRole('button', { name: 'Save user' }).click();
    await page.getByText('User updated successfully').waitFor();
    await page
      .getByRole('row', { name: /night\.clerk/ })
      .getByText('+91 22 5555 0142')
      .waitFor();
    // The password is unchanged: the clerk still logs in with it.
    const clerk = await t.browser.newPage();
    await logIn(clerk, t.server.url, CLERK);
    await clerk.close();
    // Superadmins are out of an admin's reach.
    expect(await page.getByRole('button', { name: 'Edit superadmin' }).isDisabled()).toBe(true);
    await page.close();
  });

  it('deletes roles only when created by an admin and no longer held, saying why not for 2 seconds', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openUsers(page, DEMO.superadmin);
    await page.getByRole('tab', { name: 'Roles' }).click();
    await page.getByRole('table', { name: 'Roles' }).getByText('Night Shift').waitFor();
    expect(await page.getByRole('button', { name: 'Delete Operator' }).count()).toBe(0);
    const confirmDelete = (question: string, answer: Locator) =>
      answerPopconfirm(page, question, 'Delete', answer);
    const roleQuestion = 'Are you sure you want to delete the role Night Shift?';
    await page.getByRole('button', { name: 'Delete Night Shift' }).click();
    const refusal = page.getByText(
      'Role Night Shift still has users: give them another role first.',
    );
    await confirmDelete(roleQuestion, refusal);
    const shown = Date.now();
    await refusal.waitFor({ state: 'detached', timeout: 5_000 });
    expect(Date.now() - shown).toBeGreaterThan(1_000);

    // A superadmin sees the inventory and device-log flags.
    await page.getByRole('tab', { name: 'Role Permissions' }).click();
    await page
      .getByRole('group', { name: /Permissions of/ })
      .getByText('Inventory')
      .waitFor();

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: `Delete ${CLERK.username}` }).click();
    await confirmDelete(
      `Are you sure you want to delete ${CLERK.username}?`,
      page.getByText('User deleted successfully'),
    );
    await expect.poll(() => page.getByRole('row', { name: /night\.clerk/ }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'Delete Night Shift' }).click();
    await confirmDelete(roleQuestion, page.getByText('Role deleted successfully'));
    await page.close();
  });

  it('keeps the Users menu from every role but admin and superadmin', async () => {
    const page = await t.browser.newPage();
    await logIn(page, t.server.url, DEMO.operator);
    expect(await menuItems(page)).not.toContain('Users');
    await page.goto(`${t.server.url}/users`);
    await page.waitForURL(/\/403$/);
    await page.close();
  });
});

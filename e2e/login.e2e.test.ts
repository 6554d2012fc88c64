import type { PermissionOverrides } from '@yardline/domain/auth/permissions';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { seededDataDir, useServerAndBrowser } from './support/harness.ts';
import { expectedMenu } from './support/menus.ts';
import { startServer } from './support/server.ts';
import { apiLogin, DEMO, logIn, menuItems } from './support/session.ts';

const t = useServerAndBrowser();

/** The demo opens the CHA vehicles screen to the admins (its flag is off by default). */
const DEMO_ADMIN_FLAGS: PermissionOverrides = { chaVehiclesVisible: true };

describe('login', () => {
  it('puts the cursor in Username, logs in on Enter and lands on the overview', async () => {
    const page = await t.browser.newPage();
    await page.goto(t.server.url);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toMatch(/username/i);
    await screenshot(page, 'login');
    await logIn(page, t.server.url, DEMO.admin);
    expect(new URL(page.url()).pathname).toBe('/main');
    // The overview lists the seeded yard: eleven areas, then a totals row.
    await page.getByRole('cell', { name: 'RF4', exact: true }).waitFor();
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(11);
    // The seeded role's stored flags reach the menu (each role's menu is the component tier's:
    // app-shell.test.tsx; the permissions /rest/health answers, session.api.test.ts).
    expect(await menuItems(page)).toEqual(expectedMenu('admin', DEMO_ADMIN_FLAGS));
    expect(await menuItems(page)).toContain('CHA Vehicles');
    await screenshot(page, 'home');
    await page.close();
  });

  it("follows a superadmin's change of the settings on the open overview, without a reload", async () => {
    const page = await t.browser.newPage();
    await logIn(page, t.server.url, DEMO.admin);
    const rows = page.locator('th:has-text("Rows per page") + td');
    await expect.poll(() => rows.innerText()).toBe('15');
    const cookie = await apiLogin(t.server.url, DEMO.superadmin);
    const save = async (paginationItemsPerPage: number) => {
      const response = await fetch(`${t.server.url}/rest/metadata`, {
        method: 'PUT',
        headers: { cookie, pagepath: '/main', 'content-type': 'application/json' },
        body: JSON.stringify({ paginationItemsPerPage }),
      });
      expect(response.status, await response.text()).toBe(200);
    };
    try {
      await save(25);
      await expect.poll(() => rows.innerText()).toBe('25');
    } finally {
      await save(15);
    }
    await page.close();
  });

  it('sends a logged-in user from the login page to the landing page', async () => {
    const context = await t.browser.newContext();
    const page = await context.newPage();
    await logIn(page, t.server.url, DEMO.operator);
    await page.goto(`${t.server.url}/login`);
    await page.waitForURL(/\/main$/);
    await context.close();
  });

  it('logs out from the account menu and goes back to login', async () => {
    const context = await t.browser.newContext();
    const page = await context.newPage();
    await logIn(page, t.server.url, DEMO.manager);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    await page.goto(`${t.server.url}/main`);
    await page.waitForURL(/\/login/);
    await context.close();
  });
});

describe('a server whose PUBLIC_URL is not the address in the browser', () => {
  it('shows the refusal on the login page, not "unreachable"', async () => {
    const server = await startServer({
      env: { PUBLIC_URL: 'https://yard.example' },
      copyOf: seededDataDir(),
    });
    const page = await t.browser.newPage();
    try {
      await page.goto(`${server.url}/login`);
      await page.getByLabel('Username').fill(DEMO.admin.username);
      await page.getByLabel('Password').fill(DEMO.admin.password);
      await page.getByLabel('Password').press('Enter');
      await page.getByText('The request came from another site.').waitFor();
      expect(await page.getByText('Yardline is unreachable').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/login');
      await screenshot(page, 'login-foreign-origin');
    } finally {
      await page.close();
      await server.stop();
    }
  });
});

describe('routes', () => {
  it('redirects the spec’s /enterprise routes to the short form and shows not-found for the rest', async () => {
    const context = await t.browser.newContext();
    const page = await context.newPage();
    await logIn(page, t.server.url, DEMO.admin);
    await page.goto(`${t.server.url}/enterprise/dashboard`);
    await page.waitForURL(/\/dashboard$/);
    await page
      .getByText(/not found|does not exist/i)
      .first()
      .waitFor();
    await screenshot(page, 'not-found');
    await context.close();
  });

  it('shows the static 403 page', async () => {
    const page = await t.browser.newPage();
    await page.goto(`${t.server.url}/403`);
    await page.getByText('You do not have permission to open this page').waitFor();
    await screenshot(page, 'forbidden');
    await page.close();
  });
});

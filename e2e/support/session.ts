import type { Page } from 'playwright-core';

/** The demo users the seed creates, one per role (README). */
export const DEMO = {
  superadmin: { username: 'superadmin', password: 'Yard!Super1' },
  admin: { username: 'admin', password: 'Yard!Admin1' },
  operator: { username: 'operator', password: 'Yard!Operator1' },
  manager: { username: 'manager', password: 'Yard!Manager1' },
  gateinuser: { username: 'gatein', password: 'Yard!GateIn1' },
  gateoutuser: { username: 'gateout', password: 'Yard!GateOut1' },
  kiosk: { username: 'kiosk', password: 'Yard!Kiosk1' },
} as const;

export async function logIn(
  page: Page,
  baseUrl: string,
  user: { username: string; password: string },
) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel('Password').press('Enter');
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
}

export async function menuItems(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  return (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
}

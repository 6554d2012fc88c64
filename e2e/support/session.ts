import { constants, publicEncrypt } from 'node:crypto';
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

type Credentials = { username: string; password: string };

/** Logs in through the login screen, as a user does (the tests of logging in itself). */
export async function logIn(page: Page, baseUrl: string, user: Credentials) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel('Password').press('Enter');
  // The header, not the menu: on a phone the menu stays closed until asked for.
  await page.getByTestId('current-user').waitFor();
}

/**
 * Gives `page` a session of `user`'s, made over the API as the login screen makes it. Tests of a
 * screen start there: one page load instead of the login screen's, the home screen's and then
 * their own.
 */
export async function signIn(page: Page, baseUrl: string, user: Credentials): Promise<void> {
  const cookie = await apiLogin(baseUrl, user);
  const at = cookie.indexOf('=');
  await page
    .context()
    .addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl }]);
}

/** Opens the screen at `path` as `user` (signed in over the API), once the shell shows who is in. */
export async function openAs(
  page: Page,
  baseUrl: string,
  user: Credentials,
  path: string,
): Promise<void> {
  await signIn(page, baseUrl, user);
  await page.goto(`${baseUrl}${path}`);
  // The shell shows its main part once the session is known (a lane screen, the smart gate, has
  // no header or menu; on a phone the menu stays closed until asked for).
  await page.getByRole('main').waitFor();
}

export async function menuItems(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  return (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
}

/** Logs in over the API as the browser does (password encrypted with the server's key). */
export async function apiLogin(baseUrl: string, user: Credentials): Promise<string> {
  const { publicKey } = (await (await fetch(`${baseUrl}/rest/auth/public-key`)).json()) as {
    publicKey: string;
  };
  const password = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(user.password),
  ).toString('base64');
  const response = await fetch(`${baseUrl}/rest/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', pagepath: '/login' },
    body: JSON.stringify({ username: user.username, password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie)
    throw new Error(`login as ${user.username} failed: ${response.status}`);
  return cookie;
}

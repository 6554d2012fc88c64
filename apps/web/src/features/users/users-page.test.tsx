import { act, screen, waitFor, within } from '@testing-library/react';
import { defaultPermissions, PermissionRecord } from '@yardline/domain/auth/permissions';
import { type BuiltInRole, ROLE_DISPLAY_NAMES } from '@yardline/domain/auth/roles';
import { OneBasedPage } from '@yardline/domain/common/paging';
import { ROLE_MESSAGES, RolesPage } from '@yardline/domain/users/role.schema';
import { User, UserInput, UsersPage } from '@yardline/domain/users/user.schema';
import { expect, it, vi } from 'vitest';
import { z } from 'zod';
import { choose } from '../../test-support/choose.ts';
import { fakeApi, refuse } from '../../test-support/fake-api.ts';
import { renderScreen, type UserEvents } from '../../test-support/render-screen.tsx';
import { DEMO_USERS, logInAs, readPassword } from '../../test-support/session.ts';

const NIGHT_SHIFT = { id: 8, name: 'Night Shift' };
const CLERK_ID = 8;

/**
 * The Users screen over a small directory the fake server keeps: the demo users, and a night
 * clerk in a role an admin created.
 */
async function openUsers(as: 'admin' | 'superadmin') {
  const api = fakeApi();
  logInAs(api, as);
  const roles = [
    ...Object.entries(DEMO_USERS).map(([key, user]) => ({
      id: user.id,
      name: ROLE_DISPLAY_NAMES[key as BuiltInRole],
      roleKey: key as BuiltInRole,
      adminCreated: false,
    })),
    { ...NIGHT_SHIFT, roleKey: null, adminCreated: true },
  ];
  const users: User[] = [
    ...Object.entries(DEMO_USERS).map(([key, user]) => ({
      ...user,
      email: null,
      phone: null,
      address: null,
      roleId: user.id,
      role: ROLE_DISPLAY_NAMES[key as BuiltInRole],
      hidden: false,
      enteredBy: null,
    })),
    {
      id: CLERK_ID,
      username: 'night.clerk',
      email: 'night.clerk@example.com',
      phone: null,
      address: null,
      roleId: NIGHT_SHIFT.id,
      role: NIGHT_SHIFT.name,
      hidden: false,
      enteredBy: 'admin',
    },
  ];
  const page = <T,>(rows: T[], skip: number, limit: number) =>
    rows.slice(skip - 1, skip - 1 + limit);
  api
    .on('GET /rest/permissions', { response: z.array(PermissionRecord) }, () =>
      roles.map((role) => ({
        ...defaultPermissions(role.roleKey),
        roleId: role.id,
        role: role.name,
        roleKey: role.roleKey,
        adminCreated: role.adminCreated,
      })),
    )
    .on('GET /rest/users', { query: OneBasedPage, response: UsersPage }, ({ query }) => ({
      entities: page(users, query.skip, query.limit),
      totalCount: users.length,
    }))
    .on('GET /rest/roles', { query: OneBasedPage, response: RolesPage }, ({ query }) => ({
      roles: page(roles, query.skip, query.limit).map(({ roleKey: _, ...role }) => role),
      totalCount: roles.length,
    }))
    .on('POST /rest/users', { body: UserInput, response: User }, ({ body }) => {
      const role = roles.find((each) => each.id === body.roleId);
      if (!role) return refuse(400, `Role ${body.roleId} does not exist.`);
      const added = {
        ...body,
        id: users.length + 1,
        email: body.email || null,
        phone: body.phone || null,
        address: body.address || null,
        role: role.name,
        enteredBy: as,
      };
      users.push(added);
      return added;
    })
    .on('PUT /rest/users/:id', { body: UserInput, response: User }, ({ body, params }) => {
      const user = users.find((each) => each.id === Number(params.id));
      if (!user) return refuse(404, `User ${params.id} does not exist.`);
      Object.assign(user, { ...body, email: body.email || null, phone: body.phone || null });
      return user;
    })
    .on('DELETE /rest/users/:id', { response: z.null(), status: 204 }, ({ params }) => {
      users.splice(
        users.findIndex((each) => each.id === Number(params.id)),
        1,
      );
      return null;
    })
    .on('DELETE /rest/roles/:id', { response: z.null(), status: 204 }, ({ params }) => {
      const role = roles.find((each) => each.id === Number(params.id));
      if (!role) return refuse(404, ROLE_MESSAGES.notFound(Number(params.id)));
      // As the roles service decides (409s with its reasons).
      if (!role.adminCreated) return refuse(409, ROLE_MESSAGES.builtIn(role.name));
      if (users.some((user) => user.roleId === role.id))
        refuse(409, ROLE_MESSAGES.inUse(role.name));
      roles.splice(roles.indexOf(role), 1);
      return null;
    });
  return { api, ...(await renderScreen('/users')) };
}

it('edits a user without touching the password', async () => {
  const { api, user } = await openUsers('admin');
  await user.click(await screen.findByRole('button', { name: 'Edit night.clerk' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit user night.clerk' }));
  await user.type(dialog.getByLabelText('Phone'), '+91 22 5555 0142');
  await user.click(dialog.getByRole('button', { name: 'Save user' }));
  await screen.findByText('User updated successfully');
  const row = await screen.findByRole('row', { name: /night\.clerk/ });
  await within(row).findByText('+91 22 5555 0142');
  // The password is unchanged: none was sent.
  const [sent] = api.requests(`PUT /rest/users/${CLERK_ID}`);
  expect(sent?.body).not.toHaveProperty('password');
  expect(sent?.body).not.toHaveProperty('confirmPassword');
  // Superadmins are out of an admin's reach.
  expect(screen.getByRole('button', { name: 'Edit superadmin' }).hasAttribute('disabled')).toBe(
    true,
  );
});

it("adds a user once the passwords match, saying they don't before sending", async () => {
  const { api, user } = await openUsers('admin');
  await user.click(await screen.findByRole('button', { name: 'Add user' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add user' }));
  await user.type(dialog.getByLabelText('Username'), 'night.guard');
  await user.type(dialog.getByLabelText('Password'), 'Night!Shift7');
  await user.type(dialog.getByLabelText('Confirm password'), 'Night!Shift8');
  await choose(user, dialog.getByLabelText('Role'), NIGHT_SHIFT.name);
  await user.click(dialog.getByRole('button', { name: 'Add user' }));
  await dialog.findAllByText("Password and confirm password don't match up");
  expect(api.requests('POST /rest/users')).toEqual([]);

  await user.clear(dialog.getByLabelText('Confirm password'));
  await user.type(dialog.getByLabelText('Confirm password'), 'Night!Shift7');
  await user.click(dialog.getByRole('button', { name: 'Add user' }));
  await screen.findByText('User added successfully');
  const [sent] = api.requests('POST /rest/users') as { body: { password: string } }[];
  expect(await readPassword(sent?.body.password ?? '')).toBe('Night!Shift7');
  await within(await screen.findByRole('row', { name: /night\.guard/ })).findByText(
    NIGHT_SHIFT.name,
  );
});

/** Clicks `button` and answers its Popconfirm `question` with Delete. */
async function deleteAfterAsking(user: UserEvents, button: string, question: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  // antd keeps closed confirmations in the page: the question tells the open one apart.
  const open = await waitFor(() => {
    const found = screen.getAllByRole('tooltip').find((tip) => tip.textContent?.includes(question));
    if (!found) throw new Error(`no confirmation asks "${question}"`);
    return found;
  });
  await user.click(within(open).getByRole('button', { name: 'Delete' }));
}

it('deletes roles only when created by an admin and no longer held, saying why not for 2 seconds', async () => {
  const { user } = await openUsers('superadmin');
  await user.click(await screen.findByRole('tab', { name: 'Roles' }));
  await screen.findByRole('button', { name: 'Delete Night Shift' });
  expect(screen.queryByRole('button', { name: 'Delete Operator' })).toBeNull();

  const question = 'Are you sure you want to delete the role Night Shift?';
  const refusal = 'Role Night Shift still has users: give them another role first.';
  vi.useFakeTimers();
  await deleteAfterAsking(user, 'Delete Night Shift', question);
  await screen.findByText(refusal);
  act(() => vi.advanceTimersByTime(1_900));
  expect(screen.queryByText(refusal)).not.toBeNull();
  act(() => vi.advanceTimersByTime(200));
  expect(screen.queryByText(refusal)).toBeNull();
  vi.useRealTimers();

  // A superadmin sees the inventory and device-log flags.
  await user.click(screen.getByRole('tab', { name: 'Role Permissions' }));
  await within(await screen.findByRole('group', { name: /Permissions of/ })).findByText(
    'Inventory',
  );

  await user.click(screen.getByRole('tab', { name: 'Users' }));
  await deleteAfterAsking(
    user,
    'Delete night.clerk',
    'Are you sure you want to delete night.clerk?',
  );
  await screen.findByText('User deleted successfully');
  await waitFor(() => expect(screen.queryByRole('row', { name: /night\.clerk/ })).toBeNull());

  await user.click(screen.getByRole('tab', { name: 'Roles' }));
  await deleteAfterAsking(user, 'Delete Night Shift', question);
  await screen.findByText('Role deleted successfully');
});

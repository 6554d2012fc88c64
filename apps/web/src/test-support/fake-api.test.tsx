import { ROLE_MESSAGES, Role, RoleInput } from '@yardline/domain/users/role.schema';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi, refuse } from './fake-api.ts';

const post = (body: unknown, headers: Record<string, string> = { PagePath: '/users' }) =>
  fetch('/rest/roles', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

it('answers through the contracts, and counts what the server would refuse as a problem', async () => {
  const api = fakeApi();
  api.on('POST /rest/roles', { body: RoleInput, response: Role }, ({ body }) =>
    body.name === 'Admin'
      ? refuse(409, ROLE_MESSAGES.nameTaken(body.name))
      : { id: 9, name: body.name, adminCreated: true },
  );

  expect(await (await post({ name: 'Night Shift' })).json()).toEqual({
    id: 9,
    name: 'Night Shift',
    adminCreated: true,
  });
  const refused = await post({ name: 'Admin' });
  expect([refused.status, (await refused.json()).message]).toEqual([
    409,
    'A role named Admin already exists.',
  ]);
  expect(api.problems).toEqual([]);

  await post({ name: '' });
  await post({ name: 'Late' }, {});
  await fetch('/rest/nowhere');
  expect(api.problems).toEqual([
    'POST /rest/roles: the server refuses this body (name: Name a role.)',
    'POST /rest/roles without the PagePath header: the server refuses it',
    'no answer for GET /rest/nowhere: the test must say what the server answers',
  ]);
  // Said here; otherwise they would fail the test after it ends.
  api.problems.length = 0;
});

it('answers a fixed path before a pattern that also matches it', async () => {
  const api = fakeApi();
  api
    .on('GET /rest/roles/:id', { response: z.string() }, ({ params }) => `role ${params.id}`)
    .on('GET /rest/roles/count', { response: z.number() }, () => 2);
  expect(await (await fetch('/rest/roles/count')).json()).toBe(2);
  expect(await (await fetch('/rest/roles/7')).json()).toBe('role 7');
});

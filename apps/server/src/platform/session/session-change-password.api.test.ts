import { CHANGE_PASSWORD_MESSAGES } from '@yardline/domain/session/change-password';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/support/fixtures.ts';
import { useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();

function change(cookie: string, id: number, username: string, passwords: [string, string, string]) {
  const [oldPassword, newPassword, confirmPassword] = passwords.map(t.encrypt);
  return t.request('POST', '/rest/user/change-password', {
    cookie,
    body: { id, oldPassword, newPassword, confirmPassword, user: { username } },
  });
}

describe('change password', () => {
  it('refuses mismatched, weak and wrong-old passwords with the spec messages', async () => {
    const cookie = await t.login('operator');
    const id = t.userIds.operator;
    const cases: [[string, string, string], string][] = [
      [[TEST_PASSWORD, 'New!pass1', 'New!pass2'], CHANGE_PASSWORD_MESSAGES.mismatch],
      [[TEST_PASSWORD, 'weakpass', 'weakpass'], CHANGE_PASSWORD_MESSAGES.weak],
      [['Wrong!pass1', 'New!pass1', 'New!pass1'], CHANGE_PASSWORD_MESSAGES.wrongOld],
    ];
    for (const [passwords, message] of cases) {
      const response = await change(cookie, id, 'operator', passwords);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(message);
    }
  });

  it("refuses to change someone else's password", async () => {
    const cookie = await t.login('operator');
    const response = await change(cookie, t.userIds.admin, 'admin', [
      TEST_PASSWORD,
      'New!pass1',
      'New!pass1',
    ]);
    expect(response.statusCode).toBe(403);
  });

  it('changes the password and ends the other sessions', async () => {
    const other = await t.login('manager');
    const cookie = await t.login('manager');
    const response = await change(cookie, t.userIds.manager, 'manager', [
      TEST_PASSWORD,
      'Fresh!pass9',
      'Fresh!pass9',
    ]);
    expect(response.json().status).toBe('passwordUpdated');
    expect((await t.request('GET', '/rest/health', { cookie: other })).statusCode).toBe(401);
    await expect(t.login('manager')).rejects.toThrow(/401/);
    await expect(t.login('manager', 'Fresh!pass9')).resolves.toBeTruthy();
    const audit = await t.database.pool.query(
      "select action, entity_id from audit_log where entity = 'user'",
    );
    expect(audit.rows).toEqual([
      { action: 'change-password', entity_id: String(t.userIds.manager) },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_MESSAGES } from '../session/change-password.ts';
import { USER_MESSAGES, UserInput, userPasswordProblem } from './user.schema.ts';

describe('UserInput', () => {
  it('takes a user without passwords (an edit that keeps it) and trims names', () => {
    const parsed = UserInput.parse({ username: ' clerk ', roleId: 3, email: '' });
    expect(parsed).toMatchObject({ username: 'clerk', hidden: false, email: '' });
  });

  it.each([
    { username: '', roleId: 3 },
    { username: 'a\u0000', roleId: 3 },
    { username: 'clerk', roleId: 0 },
    { username: 'clerk', roleId: 3, email: 'not-mail' },
    { username: 'x'.repeat(101), roleId: 3 },
  ])('refuses %j', (input) => {
    expect(UserInput.safeParse(input).success).toBe(false);
  });
});

describe('userPasswordProblem', () => {
  it('wants a password matching its confirmation', () => {
    expect(userPasswordProblem('', '', false)).toBe(USER_MESSAGES.passwordRequired);
    expect(userPasswordProblem('abc', 'abd', false)).toBe(CHANGE_PASSWORD_MESSAGES.mismatch);
    expect(userPasswordProblem('weakpass', 'weakpass', false)).toBeUndefined();
  });

  it('wants a strong one when strictness is on (doc 3 §5)', () => {
    expect(userPasswordProblem('weakpass', 'weakpass', true)).toBe(CHANGE_PASSWORD_MESSAGES.weak);
    expect(userPasswordProblem('Quay!side7', 'Quay!side7', true)).toBeUndefined();
  });
});

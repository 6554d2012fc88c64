import { describe, expect, it } from 'vitest';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordProblem,
  firstPasswordProblem,
} from './change-password.ts';

const fields = (oldPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  oldPassword,
  newPassword,
  confirmPassword,
});

describe('changePasswordProblem', () => {
  it('asks for every field, a matching confirmation and, when strict, a strong password', () => {
    expect(changePasswordProblem(fields('', 'a', 'a'), false)).toBe(
      CHANGE_PASSWORD_MESSAGES.allRequired,
    );
    expect(changePasswordProblem(fields('old', 'New!pass1', 'New!pass2'), false)).toBe(
      CHANGE_PASSWORD_MESSAGES.mismatch,
    );
    expect(changePasswordProblem(fields('old', 'weakpass'), false)).toBeUndefined();
    expect(changePasswordProblem(fields('old', 'weakpass'), true)).toBe(
      CHANGE_PASSWORD_MESSAGES.weak,
    );
  });
});

describe('firstPasswordProblem', () => {
  it('wants a strong password whatever the strictness setting', () => {
    expect(firstPasswordProblem(fields('Once!only1', 'weakpass'))).toBe(
      CHANGE_PASSWORD_MESSAGES.weak,
    );
    expect(firstPasswordProblem(fields('Once!only1', 'Harbour!2026'))).toBeUndefined();
  });

  it('refuses to keep the one-time password', () => {
    expect(firstPasswordProblem(fields('Once!only1', 'Once!only1'))).toBe(
      CHANGE_PASSWORD_MESSAGES.unchanged,
    );
  });
});

import { z } from 'zod';
import { BodyId } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';
import { EncryptedPassword } from './session.schema.ts';

/** Messages of doc 3 §5 and §8, word for word. */
export const CHANGE_PASSWORD_MESSAGES = {
  allRequired: 'All fields are required',
  mismatch: "Password and confirm password don't match up",
  wrongOld: 'Old password is incorrect',
  weak: 'Password must have a lowercase letter, an uppercase letter, a digit, one of ! @ # $ % ^ & * and at least 8 characters',
  updated: 'passwordUpdated',
  /** Not in the spec: replacing a one-time password with itself. */
  unchanged: 'The new password must differ from the one-time password',
} as const;

export const MIN_PASSWORD_LENGTH = 8;

/** The strictness rule of doc 3 §5: lowercase, uppercase, digit, one of !@#$%^&*, 8 or more. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= MIN_PASSWORD_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[!@#$%^&*]/.test(password)
  );
}

/** What the dialog checks before sending, and the server again after decrypting. */
export function changePasswordProblem(
  fields: { oldPassword: string; newPassword: string; confirmPassword: string },
  strict: boolean,
): string | undefined {
  const { oldPassword, newPassword, confirmPassword } = fields;
  if (!oldPassword || !newPassword || !confirmPassword) return CHANGE_PASSWORD_MESSAGES.allRequired;
  if (newPassword !== confirmPassword) return CHANGE_PASSWORD_MESSAGES.mismatch;
  if (strict && !isStrongPassword(newPassword)) return CHANGE_PASSWORD_MESSAGES.weak;
  return undefined;
}

/**
 * Replacing a one-time password (the first superadmin's): the new one must be strong whatever
 * `passwordStrictness` says, and must not be the one printed to the log.
 */
export function firstPasswordProblem(fields: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): string | undefined {
  const problem = changePasswordProblem(fields, true);
  if (problem) return problem;
  return fields.newPassword === fields.oldPassword ? CHANGE_PASSWORD_MESSAGES.unchanged : undefined;
}

/** POST /rest/user/change-password: the three passwords travel encrypted, like the login. */
export const ChangePasswordBody = z.object({
  id: BodyId,
  oldPassword: EncryptedPassword,
  newPassword: EncryptedPassword,
  confirmPassword: EncryptedPassword,
  user: z.object({ username: TextLine.min(1) }),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** `status` is 'passwordUpdated' on success, otherwise the message to show (doc 3 §8). */
export const ChangePasswordResponse = z.object({ status: z.string() });

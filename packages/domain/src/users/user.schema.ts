import { z } from 'zod';
import { BodyId } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';
import { CHANGE_PASSWORD_MESSAGES, isStrongPassword } from '../session/change-password.ts';
import { EncryptedPassword } from '../session/session.schema.ts';

/** The Users tab's messages (doc 3 §8), word for word. */
export const USER_MESSAGES = {
  added: 'User added successfully',
  notAdded: 'User could not be added!',
  updated: 'User updated successfully',
  notUpdated: 'User could not be updated!',
  deleted: 'User deleted successfully',
  /** Not in the spec: the reasons the server gives. */
  passwordRequired: 'Enter a password for the new user.',
  usernameTaken: (username: string) => `A user named ${username} already exists.`,
  notFound: (id: number) => `User ${id} does not exist.`,
  unknownRole: (id: number) => `Role ${id} does not exist.`,
  stillReferenced: (username: string) =>
    `${username} is named by records that must keep their author, so the user cannot be deleted.`,
} as const;

/** The users list's page size and refresh period (doc 3 §9). */
export const USERS_PAGE_SIZE = 15;
export const USERS_REFRESH_MS = 120_000;

/** A user as the Users tab lists them (never the password). */
export const User = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  roleId: z.number().int(),
  role: z.string(),
  hidden: z.boolean(),
  enteredBy: z.string().nullable(),
});
export type User = z.infer<typeof User>;

/** GET /rest/users?skip=&limit=: a page of users and how many there are in all. */
export const UsersPage = z.object({ entities: z.array(User), totalCount: z.number().int() });
export type UsersPage = z.infer<typeof UsersPage>;

const optionalText = (max: number) => TextLine.trim().max(max).optional();

/**
 * POST /rest/users (add) and PUT /rest/users/{id} (edit). The passwords travel encrypted like the
 * login's; on edit they are sent only when changed (doc 3 §5), so both are optional here and the
 * server asks for them on add.
 */
export const UserInput = z.object({
  username: TextLine.trim().min(1, 'Enter a username.').max(100),
  password: EncryptedPassword.optional(),
  confirmPassword: EncryptedPassword.optional(),
  email: z.union([z.literal(''), z.email('Enter a valid e-mail address.').max(200)]).optional(),
  phone: optionalText(40),
  address: optionalText(300),
  roleId: BodyId,
  hidden: z.boolean().default(false),
});
export type UserInput = z.input<typeof UserInput>;
export type UserValues = z.output<typeof UserInput>;

/**
 * What is wrong with a new password for a user, checked by the form before it encrypts it and by
 * the server after it decrypts it: it must match its confirmation and, with `passwordStrictness`
 * on, meet the strength rule of doc 3 §5.
 */
export function userPasswordProblem(
  password: string,
  confirmPassword: string,
  strict: boolean,
): string | undefined {
  if (!password) return USER_MESSAGES.passwordRequired;
  if (password !== confirmPassword) return CHANGE_PASSWORD_MESSAGES.mismatch;
  if (strict && !isStrongPassword(password)) return CHANGE_PASSWORD_MESSAGES.weak;
  return undefined;
}

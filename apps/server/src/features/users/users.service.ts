import {
  type Actor,
  ESCALATION_MESSAGES,
  type UserView,
  userChangeProblem,
} from '@yardline/domain/auth/escalation';
import { isSuperAdmin, RoleKey } from '@yardline/domain/auth/roles';
import { type OneBasedPage, rowsBefore } from '@yardline/domain/common/paging';
import {
  USER_MESSAGES,
  type User,
  type UsersPage,
  type UserValues,
  userPasswordProblem,
} from '@yardline/domain/users/user.schema';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { stillReferenced, uniqueViolation } from '../../db/unique-violation.ts';
import { conflict, HttpError, notFound, refuseIf } from '../../platform/http/http-error.ts';
import { hashPassword } from '../../platform/session/password-hash.ts';
import type { SessionService } from '../../platform/session/session.service.ts';
import type { RolesService, StoredRole } from '../roles/index.ts';
import { usersRepository as repo, type UserFields, type UserRow } from './users.repository.ts';

/** Who acts: the session's user (with their name for `enteredBy`). */
export type UserActor = Actor & { username: string };

const toUser = ({ roleKey: _, ...user }: UserRow): User => user;

const asView = (row: UserRow): UserView => ({
  id: row.id,
  roleId: row.roleId,
  roleKey: RoleKey.catch(null).parse(row.roleKey),
  hidden: row.hidden,
});

const fieldsOf = (input: UserValues): UserFields => ({
  username: input.username,
  email: input.email || null,
  phone: input.phone || null,
  address: input.address || null,
  roleId: input.roleId,
  hidden: input.hidden,
});

export function createUsersService(deps: {
  db: Db;
  roles: Pick<RolesService, 'role' | 'lockSuperadminRole'>;
  sessions: Pick<SessionService, 'readPassword' | 'endSessionsOf'>;
  passwordStrictness: () => Promise<boolean>;
}) {
  /** The new password in clear, checked (doc 3 §5); undefined when none was sent. */
  async function newPassword(input: UserValues, required: boolean): Promise<string | undefined> {
    if (!input.password && !required) return undefined;
    const password = input.password ? deps.sessions.readPassword(input.password) : '';
    const confirm = input.confirmPassword ? deps.sessions.readPassword(input.confirmPassword) : '';
    const problem = userPasswordProblem(password, confirm, await deps.passwordStrictness());
    if (problem) throw new HttpError(400, problem);
    return password;
  }

  async function roleOf(tx: Executor, id: number): Promise<StoredRole> {
    const role = await deps.roles.role(tx, id);
    if (!role) throw new HttpError(400, USER_MESSAGES.unknownRole(id));
    return role;
  }

  /** The user, locked; hidden users do not exist for anyone but a superadmin. */
  async function lockedUser(tx: Executor, actor: Actor, id: number): Promise<UserRow> {
    const row = await repo.lock(tx, id);
    if (!row || (row.hidden && !isSuperAdmin(actor.roleKey)))
      throw notFound(USER_MESSAGES.notFound(id));
    return row;
  }

  /**
   * Removing a superadmin (delete or demote) needs another to remain. Under the SuperAdmin role's
   * lock, so two superadmins removing each other at once cannot both succeed.
   */
  async function keepOneSuperadmin(tx: Executor) {
    const roleId = await deps.roles.lockSuperadminRole(tx);
    if (roleId !== undefined && (await repo.holders(tx, roleId)) <= 1) {
      throw conflict(ESCALATION_MESSAGES.lastSuperadmin);
    }
  }

  async function usernameFree<T>(username: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error, 'users_username_lower_key')) {
        throw conflict(USER_MESSAGES.usernameTaken(username));
      }
      throw error;
    }
  }

  const found = async (tx: Executor, id: number): Promise<User> => {
    const row = await repo.find(tx, id);
    if (!row) throw new Error(`user ${id} vanished inside its own transaction`);
    return toUser(row);
  };

  return {
    /** A page of users; hidden ones only for a superadmin (doc 3 §6). */
    list: (actor: Actor, page: OneBasedPage): Promise<UsersPage> =>
      repo
        .page(deps.db, rowsBefore(page), page.limit, isSuperAdmin(actor.roleKey))
        .then(({ entities, totalCount }) => ({ entities: entities.map(toUser), totalCount })),

    async create(actor: UserActor, input: UserValues): Promise<User> {
      const password = await newPassword(input, true);
      const passwordHash = await hashPassword(password ?? '');
      return usernameFree(input.username, () =>
        deps.db.transaction(async (tx) => {
          const role = await roleOf(tx, input.roleId);
          refuseIf(userChangeProblem(actor, undefined, { role, hidden: input.hidden }));
          if (await repo.named(tx, input.username)) {
            throw conflict(USER_MESSAGES.usernameTaken(input.username));
          }
          const id = await repo.insert(tx, {
            ...fieldsOf(input),
            passwordHash,
            enteredBy: actor.username,
          });
          const after = await found(tx, id);
          await writeAudit(tx, {
            userId: actor.id,
            action: 'create',
            entity: 'user',
            entityId: String(id),
            after,
          });
          return after;
        }),
      );
    },

    /**
     * The password changes only when sent (doc 3 §5), and never one's own (Change password asks
     * for the old one). A new role or password ends their sessions.
     */
    async update(actor: UserActor, id: number, input: UserValues): Promise<User> {
      const password = await newPassword(input, false);
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      return usernameFree(input.username, () =>
        deps.db.transaction(async (tx) => {
          const before = await lockedUser(tx, actor, id);
          const role = await roleOf(tx, input.roleId);
          const change = { role, hidden: input.hidden, password: passwordHash !== undefined };
          refuseIf(userChangeProblem(actor, asView(before), change));
          const roleChanged = role.id !== before.roleId;
          if (roleChanged && before.roleKey === 'superadmin') await keepOneSuperadmin(tx);
          if (await repo.named(tx, input.username, id)) {
            throw conflict(USER_MESSAGES.usernameTaken(input.username));
          }
          await repo.update(tx, id, {
            ...fieldsOf(input),
            ...(passwordHash ? { passwordHash } : {}),
          });
          // A demoted user keeps no session with the old powers; a password reset logs out
          // whoever knew the old one.
          if (roleChanged || passwordHash) await deps.sessions.endSessionsOf(tx, id);
          const after = await found(tx, id);
          await writeAudit(tx, {
            userId: actor.id,
            action: 'update',
            entity: 'user',
            entityId: String(id),
            before: toUser(before),
            after: { ...after, ...(passwordHash ? { passwordChanged: true } : {}) },
          });
          return after;
        }),
      );
    },

    /** Deletes a user; their sessions end with them. */
    async remove(actor: Actor, id: number): Promise<void> {
      let username = String(id);
      try {
        await deps.db.transaction(async (tx) => {
          const before = await lockedUser(tx, actor, id);
          username = before.username;
          refuseIf(userChangeProblem(actor, asView(before)));
          if (before.roleKey === 'superadmin') await keepOneSuperadmin(tx);
          await deps.sessions.endSessionsOf(tx, id);
          await repo.delete(tx, id);
          await writeAudit(tx, {
            userId: actor.id,
            action: 'delete',
            entity: 'user',
            entityId: String(id),
            before: toUser(before),
          });
        });
      } catch (error) {
        if (stillReferenced(error)) throw conflict(USER_MESSAGES.stillReferenced(username));
        throw error;
      }
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

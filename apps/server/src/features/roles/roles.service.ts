import {
  type Actor,
  cappedPermissions,
  ESCALATION_MESSAGES,
  permissionChangeProblem,
  type RoleView,
} from '@yardline/domain/auth/escalation';
import {
  defaultPermissions,
  type PermissionRecord,
  storedRolePermissions,
} from '@yardline/domain/auth/permissions';
import { isSuperAdmin, newRoleNameProblem } from '@yardline/domain/auth/roles';
import { type OneBasedPage, rowsBefore } from '@yardline/domain/common/paging';
import {
  type PermissionsUpdate,
  ROLE_MESSAGES,
  type Role,
  type RolesPage,
} from '@yardline/domain/users/role.schema';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { stillReferenced, uniqueViolation } from '../../db/unique-violation.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { conflict, HttpError, notFound, refuseIf } from '../../platform/http/http-error.ts';
import { type WarnLog, warnOnce } from '../../warn-once.ts';
import { type RoleRow, rolesRepository as repo } from './roles.repository.ts';

export type StoredRole = RoleView & { adminCreated: boolean };

export function createRolesService(deps: {
  db: Db;
  log: WarnLog;
  events: Pick<EventBus, 'publish'>;
}) {
  const warn = warnOnce(deps.log);

  /** A stored role with its defaults (by its built-in key) and valid stored flags over them. */
  function view(row: RoleRow): StoredRole {
    const { roleKey, permissions, ignored } = storedRolePermissions(row.builtinKey, row.flags);
    if (ignored.length > 0) {
      warn({ role: row.name, ignored }, 'stored role permissions ignored: not valid');
    }
    return { id: row.id, name: row.name, adminCreated: row.adminCreated, roleKey, permissions };
  }

  const record = (role: StoredRole): PermissionRecord => ({
    roleId: role.id,
    role: role.name,
    roleKey: role.roleKey,
    adminCreated: role.adminCreated,
    ...role.permissions,
  });

  /** The role, locked until `tx` ends; a 404 when there is none. */
  async function lockedRole(tx: Executor, id: number): Promise<StoredRole> {
    const row = (await repo.lock(tx, id)) ? await repo.findById(tx, id) : undefined;
    if (!row) throw notFound(ROLE_MESSAGES.notFound(id));
    return view(row);
  }

  function checkName(name: string, ownKey: StoredRole['roleKey'] = null) {
    const problem = newRoleNameProblem(name, ownKey);
    if (problem) throw new HttpError(400, problem);
  }

  async function nameTaken<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error, 'roles_name_lower_key'))
        throw conflict(ROLE_MESSAGES.nameTaken(name));
      throw error;
    }
  }

  const changed = (tx: Executor, roleId: number) =>
    deps.events.publish(tx, { type: 'role.changed', data: { roleId } });

  return {
    /** A role by name, compared case-insensitively (doc 3 §6), as its permission record. */
    async permissionRecord(name: string): Promise<PermissionRecord | undefined> {
      const row = await repo.findByName(deps.db, name);
      return row && record(view(row));
    },

    /** Every role's permission record (the Role Permissions tab, the user form's role choice). */
    records: async (): Promise<PermissionRecord[]> =>
      (await repo.all(deps.db)).map((row) => record(view(row))),

    page: (page: OneBasedPage): Promise<RolesPage> =>
      repo.page(deps.db, rowsBefore(page), page.limit),

    /** A role as the users feature checks it, read in `tx`. */
    async role(tx: Executor, id: number): Promise<StoredRole | undefined> {
      const row = await repo.findById(tx, id);
      return row && view(row);
    },

    /** Locks the SuperAdmin role's row: the last-superadmin check runs under it. */
    lockSuperadminRole: (tx: Executor) => repo.lockBuiltIn(tx, 'superadmin'),

    async create(actor: Actor, name: string): Promise<Role> {
      checkName(name);
      return nameTaken(name, () =>
        deps.db.transaction(async (tx) => {
          const id = await repo.insert(tx, name);
          // A new role never has more than its creator: an admin without a screen cannot
          // open it to others through a role of their own making.
          const flags = cappedPermissions(actor, defaultPermissions(null));
          await repo.setFlags(tx, id, flags);
          const after = { id, name, adminCreated: true, ...flags };
          await writeAudit(tx, {
            userId: actor.id,
            action: 'create',
            entity: 'role',
            entityId: String(id),
            after,
          });
          return { id, name, adminCreated: true };
        }),
      );
    },

    async rename(actor: Actor, id: number, name: string): Promise<Role> {
      return nameTaken(name, () =>
        deps.db.transaction(async (tx) => {
          const role = await lockedRole(tx, id);
          if (role.roleKey === 'superadmin' && !isSuperAdmin(actor.roleKey)) {
            refuseIf(ESCALATION_MESSAGES.superadminRole);
          }
          checkName(name, role.roleKey);
          await repo.rename(tx, id, name);
          await writeAudit(tx, {
            userId: actor.id,
            action: 'update',
            entity: 'role',
            entityId: String(id),
            before: { name: role.name },
            after: { name },
          });
          await changed(tx, id);
          return { id, name, adminCreated: role.adminCreated };
        }),
      );
    },

    async remove(actor: Actor, id: number): Promise<void> {
      let name = String(id);
      try {
        await deps.db.transaction(async (tx) => {
          const role = await lockedRole(tx, id);
          name = role.name;
          if (!role.adminCreated) throw conflict(ROLE_MESSAGES.builtIn(role.name));
          // The users' foreign key refuses the delete while anyone holds the role.
          await repo.delete(tx, id);
          await writeAudit(tx, {
            userId: actor.id,
            action: 'delete',
            entity: 'role',
            entityId: String(id),
            before: record(role),
          });
          await changed(tx, id);
        });
      } catch (error) {
        if (stillReferenced(error, 'users_role_id_roles_id_fk'))
          throw conflict(ROLE_MESSAGES.inUse(name));
        throw error;
      }
    },

    /**
     * Changes a role's flags (doc 3 §3). Its sessions have the new powers at their next request
     * (each request reads them), and open apps hear `role.changed` and redraw their menus.
     */
    async updatePermissions(
      actor: Actor,
      id: number,
      changes: PermissionsUpdate,
    ): Promise<PermissionRecord> {
      return deps.db.transaction(async (tx) => {
        const role = await lockedRole(tx, id);
        const after = { ...role.permissions, ...changes };
        refuseIf(permissionChangeProblem(actor, role, role.permissions, after));
        await repo.setFlags(tx, id, after);
        await writeAudit(tx, {
          userId: actor.id,
          action: 'update',
          entity: 'role_permissions',
          entityId: String(id),
          before: role.permissions,
          after,
        });
        await changed(tx, id);
        return record({ ...role, permissions: after });
      });
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;

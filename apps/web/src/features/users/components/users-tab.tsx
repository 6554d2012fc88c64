import { canWrite } from '@yardline/domain/auth/can';
import { type Actor, userAccessProblem, userChangeProblem } from '@yardline/domain/auth/escalation';
import type { PermissionRecord } from '@yardline/domain/auth/permissions';
import { isSuperAdmin, RoleKey } from '@yardline/domain/auth/roles';
import { USER_MESSAGES, USERS_PAGE_SIZE, type User } from '@yardline/domain/users/user.schema';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { DeleteWithConfirm } from '../../../components/crud/delete-with-confirm.tsx';
import { RecordList } from '../../../components/crud/record-list.tsx';
import { actionsColumn, EditLink } from '../../../components/crud/row-actions.tsx';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUsers } from '../api/users.ts';
import { UserForm } from './user-form.tsx';

interface UsersTabProps {
  actor: Actor;
  roles: PermissionRecord[];
}

/** The user as the escalation rules see them: their role's key from the role list. */
const viewOf = (user: User, roles: PermissionRecord[]) => ({
  id: user.id,
  roleId: user.roleId,
  roleKey: RoleKey.catch(null).parse(roles.find((r) => r.roleId === user.roleId)?.roleKey ?? null),
  hidden: user.hidden,
});

/** The Users tab: 15 users a page, refreshed every 2 minutes; add, edit, delete (doc 3 §2–§9). */
export function UsersTab({ actor, roles }: UsersTabProps) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ user: User | undefined }>();
  const users = useUsers(page);
  const remove = useDeleteUser();
  const mayChange = canWrite(actor);

  const columns: TableColumnsType<User> = [
    { title: 'Username', dataIndex: 'username' },
    { title: 'Role', dataIndex: 'role' },
    { title: 'E-mail', dataIndex: 'email' },
    { title: 'Phone', dataIndex: 'phone' },
    { title: 'Entered by', dataIndex: 'enteredBy' },
  ];
  if (isSuperAdmin(actor.roleKey)) {
    columns.push({
      title: 'Hidden',
      dataIndex: 'hidden',
      render: (hidden: boolean) => (hidden ? 'Yes' : ''),
    });
  }
  if (mayChange) {
    columns.push(
      actionsColumn((user) => {
        const target = viewOf(user, roles);
        // Offer only what the server would accept (it checks the same rules).
        const editable = !userAccessProblem(actor, target);
        const deletable = !userChangeProblem(actor, target);
        return (
          <>
            <EditLink
              row={user.username}
              disabled={!editable}
              onClick={() => setEditing({ user })}
            />
            <DeleteWithConfirm
              question={`Are you sure you want to delete ${user.username}?`}
              remove={remove}
              variables={user.id}
              deleted={USER_MESSAGES.deleted}
              row={user.username}
              disabled={!deletable}
            />
          </>
        );
      }, 110),
    );
  }

  return (
    <RecordList<User>
      label="Users"
      columns={columns}
      rows={users.data?.entities}
      loading={users.isPending}
      error={users.error}
      paging={{ page, pageSize: USERS_PAGE_SIZE, total: users.data?.totalCount, onPage: setPage }}
      addLabel="Add user"
      {...(mayChange ? { onAdd: () => setEditing({ user: undefined }) } : {})}
    >
      {editing && (
        <UserForm
          user={editing.user}
          actor={actor}
          roles={roles}
          onClose={() => setEditing(undefined)}
        />
      )}
    </RecordList>
  );
}

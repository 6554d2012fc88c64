import { canWrite } from '@yardline/domain/auth/can';
import { type Actor, userAccessProblem, userChangeProblem } from '@yardline/domain/auth/escalation';
import type { PermissionRecord } from '@yardline/domain/auth/permissions';
import { isSuperAdmin, RoleKey } from '@yardline/domain/auth/roles';
import { USER_MESSAGES, USERS_PAGE_SIZE, type User } from '@yardline/domain/users/user.schema';
import { App, Button, Flex, Popconfirm, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PagedList } from '../../../components/paged-list.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
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
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ user: User | undefined }>();
  const users = useUsers(page);
  const remove = useDeleteUser();
  const mayChange = canWrite(actor);

  const deleteUser = (user: User) =>
    remove.mutate(user.id, {
      onSuccess: () => message.success(USER_MESSAGES.deleted),
      onError: (error) => message.error(errorMessage(error)),
    });

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
    columns.push({
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      width: 110,
      render: (_, user) => {
        const target = viewOf(user, roles);
        // Offer only what the server would accept (it checks the same rules).
        const editable = !userAccessProblem(actor, target);
        const deletable = !userChangeProblem(actor, target);
        return (
          <Flex gap={4}>
            <Button
              type="link"
              size="small"
              aria-label={`Edit ${user.username}`}
              disabled={!editable}
              onClick={() => setEditing({ user })}
            >
              Edit
            </Button>
            <Popconfirm
              title={`Are you sure you want to delete ${user.username}?`}
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => deleteUser(user)}
              disabled={!deletable}
            >
              <Button
                type="link"
                size="small"
                danger
                aria-label={`Delete ${user.username}`}
                disabled={!deletable}
              >
                Delete
              </Button>
            </Popconfirm>
          </Flex>
        );
      },
    });
  }

  return (
    <PagedList<User>
      label="Users"
      columns={columns}
      rows={users.data?.entities}
      total={users.data?.totalCount}
      loading={users.isPending}
      error={users.error}
      page={page}
      pageSize={USERS_PAGE_SIZE}
      onPage={setPage}
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
    </PagedList>
  );
}

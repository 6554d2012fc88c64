import { canWrite } from '@yardline/domain/auth/can';
import type { Actor } from '@yardline/domain/auth/escalation';
import {
  ROLE_DELETE_MESSAGE_MS,
  ROLE_MESSAGES,
  ROLES_PAGE_SIZE,
  type Role,
} from '@yardline/domain/users/role.schema';
import { App, Button, Flex, Popconfirm, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PagedList } from '../../../components/paged-list.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDeleteRole } from '../api/delete-role.ts';
import { useRoles } from '../api/roles.ts';
import { RoleForm } from './role-form.tsx';

/** The Roles tab: 15 roles a page; add, rename, delete admin-created ones (doc 3 §5, §8). */
export function RolesTab({ actor }: { actor: Actor }) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ role: Role | undefined }>();
  const roles = useRoles(page);
  const remove = useDeleteRole();
  const mayChange = canWrite(actor);

  const deleteRole = (role: Role) =>
    remove.mutate(role.id, {
      onSuccess: () => message.success(ROLE_MESSAGES.deleted),
      // Doc 3 §8: a refused delete shows the server's message for 2 seconds.
      onError: (error) => message.error(errorMessage(error), ROLE_DELETE_MESSAGE_MS / 1000),
    });

  const columns: TableColumnsType<Role> = [
    { title: 'Role', dataIndex: 'name' },
    {
      title: 'Created by an admin',
      dataIndex: 'adminCreated',
      render: (adminCreated: boolean) => (adminCreated ? 'Yes' : 'Built in'),
    },
  ];
  if (mayChange) {
    columns.push({
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      width: 110,
      render: (_, role) => (
        <Flex gap={4}>
          <Button
            type="link"
            size="small"
            aria-label={`Edit ${role.name}`}
            onClick={() => setEditing({ role })}
          >
            Edit
          </Button>
          {/* Doc 3 §5: deletion is offered only for roles created by an admin. */}
          {role.adminCreated && (
            <Popconfirm
              title={`Are you sure you want to delete the role ${role.name}?`}
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => deleteRole(role)}
            >
              <Button type="link" size="small" danger aria-label={`Delete ${role.name}`}>
                Delete
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    });
  }

  return (
    <PagedList<Role>
      label="Roles"
      columns={columns}
      rows={roles.data?.roles}
      total={roles.data?.totalCount}
      loading={roles.isPending}
      error={roles.error}
      page={page}
      pageSize={ROLES_PAGE_SIZE}
      onPage={setPage}
      addLabel="Add role"
      {...(mayChange ? { onAdd: () => setEditing({ role: undefined }) } : {})}
    >
      {editing && <RoleForm role={editing.role} onClose={() => setEditing(undefined)} />}
    </PagedList>
  );
}

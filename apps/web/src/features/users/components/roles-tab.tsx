import { PlusOutlined } from '@ant-design/icons';
import { canWrite } from '@yardline/domain/auth/can';
import type { Actor } from '@yardline/domain/auth/escalation';
import {
  ROLE_DELETE_MESSAGE_MS,
  ROLE_MESSAGES,
  ROLES_PAGE_SIZE,
  type Role,
} from '@yardline/domain/users/role.schema';
import { Alert, App, Button, Flex, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
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
    <Flex vertical gap={8}>
      {roles.error && <Alert type="error" showIcon title={errorMessage(roles.error)} />}
      {mayChange && (
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setEditing({ role: undefined })}
          style={{ alignSelf: 'flex-start' }}
        >
          Add role
        </Button>
      )}
      <Table<Role>
        aria-label="Roles"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={roles.data?.roles}
        loading={roles.isPending}
        pagination={{
          current: page,
          pageSize: ROLES_PAGE_SIZE,
          total: roles.data?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      {editing && <RoleForm role={editing.role} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}

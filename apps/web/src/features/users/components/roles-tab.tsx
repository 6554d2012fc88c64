import { canWrite } from '@yardline/domain/auth/can';
import type { Actor } from '@yardline/domain/auth/escalation';
import {
  ROLE_DELETE_MESSAGE_MS,
  ROLE_MESSAGES,
  ROLES_PAGE_SIZE,
  type Role,
} from '@yardline/domain/users/role.schema';
import { App, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DeleteWithConfirm } from '../../../components/crud/delete-with-confirm.tsx';
import { RecordList } from '../../../components/crud/record-list.tsx';
import { actionsColumn, EditLink } from '../../../components/crud/row-actions.tsx';
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

  const columns: TableColumnsType<Role> = [
    { title: 'Role', dataIndex: 'name' },
    {
      title: 'Created by an admin',
      dataIndex: 'adminCreated',
      render: (adminCreated: boolean) => (adminCreated ? 'Yes' : 'Built in'),
    },
  ];
  if (mayChange) {
    columns.push(
      actionsColumn(
        (role) => (
          <>
            <EditLink row={role.name} onClick={() => setEditing({ role })} />
            {/* Doc 3 §5: deletion is offered only for roles created by an admin. */}
            {role.adminCreated && (
              <DeleteWithConfirm
                question={`Are you sure you want to delete the role ${role.name}?`}
                remove={remove}
                variables={role.id}
                deleted={ROLE_MESSAGES.deleted}
                // Doc 3 §8: a refused delete shows the server's message for 2 seconds.
                onError={(reason) => message.error(reason, ROLE_DELETE_MESSAGE_MS / 1000)}
                row={role.name}
              />
            )}
          </>
        ),
        110,
      ),
    );
  }

  return (
    <RecordList<Role>
      label="Roles"
      columns={columns}
      rows={roles.data?.roles}
      loading={roles.isPending}
      error={roles.error}
      paging={{ page, pageSize: ROLES_PAGE_SIZE, total: roles.data?.totalCount, onPage: setPage }}
      addLabel="Add role"
      {...(mayChange ? { onAdd: () => setEditing({ role: undefined }) } : {})}
    >
      {editing && <RoleForm role={editing.role} onClose={() => setEditing(undefined)} />}
    </RecordList>
  );
}

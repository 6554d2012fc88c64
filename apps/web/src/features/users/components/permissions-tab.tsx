import { canWrite } from '@yardline/domain/auth/can';
import {
  type Actor,
  flagsBeyond,
  permissionChangeProblem,
  SUPERADMIN_ONLY_FLAGS,
} from '@yardline/domain/auth/escalation';
import {
  PERMISSION_FLAGS,
  type PermissionFlag,
  type PermissionRecord,
  type Permissions,
} from '@yardline/domain/auth/permissions';
import { isSuperAdmin } from '@yardline/domain/auth/roles';
import { ROLE_MESSAGES } from '@yardline/domain/users/role.schema';
import { Alert, App, Button, Checkbox, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useUpdatePermissions } from '../api/update-permissions.ts';

/** How the tab names each flag of the permission record (doc 3 §3). */
const FLAG_LABELS: Record<PermissionFlag, string> = {
  dashboardVisible: 'Dashboard',
  tasksVisible: 'Tasks',
  inventoryVisible: 'Inventory',
  containersVisible: 'Containers',
  planningVisible: 'Planning',
  machinesVisible: 'Machines',
  trailersVisible: 'Trailers',
  itvVisible: 'ITV',
  gateVisible: 'Gate',
  usersVisible: 'Users',
  reportsVisible: 'Reports',
  deviceLogVisible: 'Device logs',
  chaVehiclesVisible: 'CHA vehicles',
  crudEnabled: 'Create, update and delete',
};

const ALL_ON = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])) as Permissions;

const flagsOf = (record: PermissionRecord): Permissions =>
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, record[flag]])) as Permissions;

interface PermissionsTabProps {
  actor: Actor;
  records: PermissionRecord[];
}

/**
 * The Role Permissions tab: a role's flags, changed and saved together. The inventory and
 * device-log flags are a superadmin's to see (doc 3 §6).
 */
export function PermissionsTab({ actor, records }: PermissionsTabProps) {
  const { message } = App.useApp();
  const [roleId, setRoleId] = useState<number>();
  const [draft, setDraft] = useState<Permissions>();
  const update = useUpdatePermissions();
  const record = records.find((r) => r.roleId === roleId) ?? records[0];
  if (!record) return null;
  const stored = flagsOf(record);
  const flags = draft ?? stored;
  const shown = PERMISSION_FLAGS.filter(
    (flag) => isSuperAdmin(actor.roleKey) || !SUPERADMIN_ONLY_FLAGS.includes(flag),
  );
  const problem = permissionChangeProblem(
    actor,
    { id: record.roleId, roleKey: record.roleKey },
    stored,
    flags,
  );
  const lacking = flagsBeyond(actor, ALL_ON);

  const choose = (id: number) => {
    setRoleId(id);
    setDraft(undefined);
  };

  const save = () => {
    const changed = Object.fromEntries(
      PERMISSION_FLAGS.filter((flag) => flags[flag] !== stored[flag]).map((flag) => [
        flag,
        flags[flag],
      ]),
    );
    update.mutate(
      { roleId: record.roleId, flags: changed },
      {
        onSuccess: () => {
          message.success(ROLE_MESSAGES.permissionsUpdated);
          setDraft(undefined);
        },
        onError: (error) =>
          message.error(`${ROLE_MESSAGES.permissionsNotUpdated} ${errorMessage(error)}`),
      },
    );
  };

  return (
    <Flex vertical gap={12} style={{ maxWidth: 560 }}>
      <Flex gap={8} align="center">
        <Typography.Text strong id="permissions-role">
          Role
        </Typography.Text>
        <Select
          aria-labelledby="permissions-role"
          showSearch
          optionFilterProp="label"
          value={record.roleId}
          onChange={choose}
          style={{ minWidth: 240 }}
          options={records.map((r) => ({ value: r.roleId, label: r.role }))}
        />
      </Flex>
      <fieldset
        aria-label={`Permissions of ${record.role}`}
        style={{ border: 0, padding: 0, margin: 0 }}
      >
        <Flex vertical gap={6}>
          {shown.map((flag) => (
            <Checkbox
              key={flag}
              checked={flags[flag]}
              // A flag the actor lacks cannot be granted (the server refuses it too).
              disabled={!canWrite(actor) || (lacking.includes(flag) && !flags[flag])}
              onChange={(event) => setDraft({ ...flags, [flag]: event.target.checked })}
            >
              {FLAG_LABELS[flag]}
            </Checkbox>
          ))}
        </Flex>
      </fieldset>
      {draft && problem && <Alert type="warning" showIcon title={problem} />}
      {canWrite(actor) && (
        <Button
          type="primary"
          onClick={save}
          loading={update.isPending}
          disabled={!draft || Boolean(problem)}
          style={{ alignSelf: 'flex-start' }}
        >
          Update permissions
        </Button>
      )}
    </Flex>
  );
}

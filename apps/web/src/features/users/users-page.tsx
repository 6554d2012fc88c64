import { useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Tabs, Typography } from 'antd';
import { useHealth } from '../../api/health.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { readAgain } from '../../lib/read-again.ts';
import { useLiveEvents } from '../../lib/use-live-events.ts';
import { actorOf } from './actor.ts';
import { usePermissions } from './api/permissions.ts';
import { rolesQueryKey } from './api/roles.ts';
import { PermissionsTab } from './components/permissions-tab.tsx';
import { RolesTab } from './components/roles-tab.tsx';
import { UsersTab } from './components/users-tab.tsx';

/** `/users`: tabs Users, Roles and Role Permissions (doc 3 §2), for admin and superadmin. */
export function UsersPage() {
  const health = useHealth();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  // Another admin's change to a role shows here without a reload.
  useLiveEvents(['role.changed'], () => {
    void readAgain(queryClient, { queryKey: rolesQueryKey });
  });

  if (!health.data || permissions.isPending) return <PageLoading />;
  const actor = actorOf(health.data);
  const records = permissions.data ?? [];

  return (
    <Flex vertical gap={8}>
      <title>Users · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Users
      </Typography.Title>
      {permissions.error && <Alert type="error" showIcon title={errorMessage(permissions.error)} />}
      <Tabs
        items={[
          { key: 'users', label: 'Users', children: <UsersTab actor={actor} roles={records} /> },
          { key: 'roles', label: 'Roles', children: <RolesTab actor={actor} /> },
          {
            key: 'permissions',
            label: 'Role Permissions',
            children: <PermissionsTab actor={actor} records={records} />,
          },
        ]}
      />
    </Flex>
  );
}

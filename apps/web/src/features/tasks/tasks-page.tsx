import { Alert, Flex, Tabs, Typography } from 'antd';
import { useHealth } from '../../api/health.ts';
import { EnterpriseLock } from '../../components/enterprise-lock.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useTaskOptions } from './api/task-options.ts';
import { ItvTasksTab } from './components/itv-tasks-tab.tsx';
import { TasksTab } from './components/tasks-tab.tsx';
import { taskRights } from './permissions.ts';

/** `/tasks`: tabs Tasks and ITV Tasks (doc 3 §2). */
export function TasksPage() {
  const health = useHealth();
  const options = useTaskOptions();
  if (!health.data) return <PageLoading />;
  const user = health.data;
  const rights = taskRights(user);

  return (
    <Flex vertical gap={8}>
      <title>Tasks · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Tasks
      </Typography.Title>
      {options.error && <Alert type="error" showIcon title={errorMessage(options.error)} />}
      {options.data ? (
        <Tabs
          items={[
            {
              key: 'tasks',
              label: 'Tasks',
              children: (
                <EnterpriseLock compact locked={rights.manage && !rights.unlocked}>
                  <TasksTab
                    manage={rights.manage && rights.unlocked}
                    enterprise={user.enterpriseVersion}
                    options={options.data}
                    userName={user.userName}
                  />
                </EnterpriseLock>
              ),
            },
            {
              key: 'itv',
              label: 'ITV Tasks',
              children: (
                <EnterpriseLock compact locked={rights.manage && !rights.unlocked}>
                  <ItvTasksTab manage={rights.manage && rights.unlocked} options={options.data} />
                </EnterpriseLock>
              ),
            },
          ]}
        />
      ) : (
        <PageLoading />
      )}
    </Flex>
  );
}

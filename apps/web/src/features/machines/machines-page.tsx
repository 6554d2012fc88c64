import { Flex, Tabs, Typography } from 'antd';
import { useHealth } from '../../api/health.ts';
import { useLiveMachines } from '../../api/machines.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { MachineLocationsTab } from './components/machine-locations-tab.tsx';
import { MachineOperationsTab } from './components/machine-operations-tab.tsx';
import { machineRights } from './permissions.ts';

/** `/machines`: tabs Locations and Operations (doc 2 §2). */
export function MachinesPage() {
  const health = useHealth();
  useLiveMachines();
  if (!health.data) return <PageLoading />;
  const rights = machineRights(health.data);

  return (
    <Flex vertical gap={8}>
      <title>Machines · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Machines
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'locations', label: 'Locations', children: <MachineLocationsTab /> },
          {
            key: 'operations',
            label: 'Operations',
            children: <MachineOperationsTab rights={rights} />,
          },
        ]}
      />
    </Flex>
  );
}

import { canWrite } from '@yardline/domain/auth/can';
import { Alert, Empty, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useHealth } from '../../api/health.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useAllocation } from './api/allocation.ts';
import { useDeliveryTypes } from './api/delivery-types.ts';
import { useCha, useChaSearch } from './api/search-chas.ts';
import { AllocationEditor } from './components/allocation-editor.tsx';

/** `/cha-vehicles` (doc 1 §2): what each clearing agent may bring through the gate. */
export function ChaVehiclesPage() {
  const health = useHealth();
  const [text, setText] = useState('');
  const [chaId, setChaId] = useState<number>();
  const search = useChaSearch(text);
  const agent = useCha(chaId);
  const allocation = useAllocation(chaId);
  const types = useDeliveryTypes();
  if (!health.data) return <PageLoading />;
  const failure = search.error ?? agent.error ?? allocation.error ?? types.error;
  const chosen = agent.data?.id === chaId ? agent.data : undefined;
  const loaded =
    chosen && allocation.data !== undefined && types.data
      ? { agent: chosen, allocation: allocation.data, types: types.data }
      : undefined;

  return (
    <Flex vertical gap={12}>
      <title>CHA vehicles · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        CHA vehicles
      </Typography.Title>
      <label htmlFor="cha-search" style={{ maxWidth: 480 }}>
        <Typography.Text strong>Clearing agent</Typography.Text>
        <Select
          id="cha-search"
          autoFocus
          showSearch={{ filterOption: false, onSearch: setText }}
          placeholder="Search agents by name or registration number"
          style={{ width: '100%', marginTop: 4 }}
          loading={search.isFetching}
          value={chaId}
          onChange={setChaId}
          notFoundContent={search.isFetching ? 'Searching…' : 'No agent found'}
          options={(search.data ?? []).map((cha) => ({
            value: cha.id,
            label: cha.registrationNumber ? `${cha.name} (${cha.registrationNumber})` : cha.name,
          }))}
        />
      </label>
      {failure && <Alert type="error" showIcon title={errorMessage(failure)} />}
      {chaId === undefined ? (
        <Empty description="Choose an agent to see its allowed deliveries." />
      ) : loaded ? (
        <AllocationEditor key={chaId} {...loaded} editable={canWrite(health.data)} />
      ) : (
        <PageLoading />
      )}
    </Flex>
  );
}

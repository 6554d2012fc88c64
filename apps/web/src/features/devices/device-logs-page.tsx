import { ALL_DEVICES, type DeviceLog } from '@yardline/domain/devices/gates.schema';
import { DEVICE_LOG_FILTERS, type DeviceLogFilter } from '@yardline/domain/devices/protocol';
import { Alert, Flex, Radio, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { useDeviceLogs, useDevicesLive, useReaders } from './api/gates.ts';

/** Doc 1 §9: device logs are 100 a page. */
const PAGE_SIZE = 100;

const KIND_COLOURS: Record<string, string> = {
  RF_OK: 'green',
  RFNOK: 'red',
  TAG_DATA: 'blue',
  OCR_DATA: 'purple',
  INVALID: 'volcano',
};

/**
 * `/device-logs` (doc 1 "Device logs"): a device selector, the filter (All, RF_OK, RFNOK,
 * TAG_DATA) and the logs newest first, 100 a page; a new report shows at once.
 */
export function DeviceLogsPage() {
  useDevicesLive();
  const readers = useReaders();
  const [deviceId, setDeviceId] = useState(ALL_DEVICES);
  const [filter, setFilter] = useState<DeviceLogFilter>('All');
  const [page, setPage] = useState(1);
  const logs = useDeviceLogs(deviceId, filter, page, PAGE_SIZE);

  return (
    <Flex vertical gap={8}>
      <title>Device Logs · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Device Logs
      </Typography.Title>
      <Flex gap={12} wrap align="center">
        <Select
          aria-label="Device"
          style={{ minWidth: 200 }}
          value={deviceId}
          showSearch
          optionFilterProp="label"
          onChange={(value) => {
            setDeviceId(value);
            setPage(1);
          }}
          options={[
            { value: ALL_DEVICES, label: 'All devices' },
            ...(readers.data?.readers ?? []).map((reader) => ({
              value: reader.name,
              label: reader.name,
            })),
          ]}
        />
        <Radio.Group
          aria-label="Filter"
          optionType="button"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
            setPage(1);
          }}
          options={DEVICE_LOG_FILTERS.map((value) => ({ value, label: value }))}
        />
      </Flex>
      {logs.error && <Alert type="error" showIcon title={errorMessage(logs.error)} />}
      <Table<DeviceLog>
        rowKey="id"
        size="small"
        aria-label="Device logs"
        loading={logs.isLoading}
        dataSource={logs.data?.logs ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: logs.data?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (total) => `${total} ${total === 1 ? 'log' : 'logs'}`,
        }}
        columns={[
          { title: 'Read at', render: (_, log) => new Date(log.readAt).toLocaleString() },
          { title: 'Device', dataIndex: 'deviceId' },
          {
            title: 'Kind',
            render: (_, log) => <Tag color={KIND_COLOURS[log.kind]}>{log.kind}</Tag>,
          },
          { title: 'Tag', dataIndex: 'tagId', render: (value: string | null) => value ?? '' },
          { title: 'Detail', dataIndex: 'detail', render: (value: string | null) => value ?? '' },
          {
            title: 'Message',
            dataIndex: 'messageId',
            render: (value: string | null) => value ?? '',
          },
        ]}
      />
    </Flex>
  );
}

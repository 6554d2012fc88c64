import { useQueryClient } from '@tanstack/react-query';
import type { DashboardData, DashboardPeriod } from '@yardline/domain/tasks/dashboard';
import { Alert, Card, DatePicker, Flex, Segmented, Statistic, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { useLiveEvents } from '../../lib/use-live-events.ts';
import { type DashboardFilter, useDashboard } from './use-dashboard.ts';

type MachineRow = { machine: string; productive: number; waste: number };

/** A bar of `value` out of `max`, productive green and waste orange. */
function Bar({ productive, waste, max }: { productive: number; waste: number; max: number }) {
  const width = (n: number) => `${max === 0 ? 0 : (100 * n) / max}%`;
  return (
    <div
      role="img"
      aria-label={`${productive} productive, ${waste} waste`}
      style={{ display: 'flex', height: 14, background: '#f0f0f0', minWidth: 160 }}
    >
      <div style={{ width: width(productive), background: '#52a36b' }} />
      <div style={{ width: width(waste), background: '#e8903a' }} />
    </div>
  );
}

const machineRows = (data: DashboardData | undefined): MachineRow[] =>
  (data?.machineMovements ?? []).map((m) => ({
    machine: m.machine,
    productive: m.movements.reduce((n, day) => n + day.productiveCount, 0),
    waste: m.movements.reduce((n, day) => n + day.wasteCount, 0),
  }));

/**
 * The Task Dashboard (doc 3 §2, §4, §9): machine movements (productive and waste) and completed
 * tasks per machine for a day, week, month or a custom range (today until the next midnight
 * unless chosen); averages are the totals over the days, rounded. Live with the task events.
 */
export function TaskDashboardPage() {
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState<DashboardPeriod>('day');
  const [range, setRange] = useState<[Dayjs, Dayjs]>();
  const filter: DashboardFilter =
    period === 'custom' && range
      ? { period, from: range[0].toISOString(), to: range[1].toISOString() }
      : { period };
  const dashboard = useDashboard(filter);
  useLiveEvents(['task.completed', 'container.moved'], () =>
    queryClient.invalidateQueries({ queryKey: ['session', 'task-dashboard'] }),
  );
  const data = dashboard.data;
  const rows = machineRows(data);
  const max = Math.max(0, ...rows.map((row) => row.productive + row.waste));
  const taskRows = (data?.machineTasks ?? []).flatMap((m) =>
    m.tasks.map((task) => ({ key: `${m.machine}/${task.taskType}`, machine: m.machine, ...task })),
  );

  return (
    <Flex vertical gap={12}>
      <title>Task Dashboard · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Task Dashboard
      </Typography.Title>
      <Flex gap={8} align="center" wrap>
        <Segmented<DashboardPeriod>
          aria-label="Period"
          value={period}
          onChange={setPeriod}
          options={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
            { value: 'custom', label: 'Custom' },
          ]}
        />
        {period === 'custom' && (
          <DatePicker.RangePicker
            showTime
            aria-label="Custom period"
            value={range}
            onChange={(next) => setRange(next?.[0] && next[1] ? [next[0], next[1]] : undefined)}
          />
        )}
        {data && (
          <Typography.Text type="secondary">
            {new Date(data.fromTime).toLocaleString()} – {new Date(data.toTime).toLocaleString()} ·{' '}
            {data.noOfDays} day{data.noOfDays === 1 ? '' : 's'}
          </Typography.Text>
        )}
      </Flex>
      {dashboard.error && <Alert type="error" showIcon title={errorMessage(dashboard.error)} />}
      <Flex gap={12} wrap>
        <Card size="small">
          <Statistic title="Machine movements" value={data?.totalMovements ?? 0} />
        </Card>
        <Card size="small">
          <Statistic title="Movements a day" value={data?.averageMovements ?? 0} />
        </Card>
        <Card size="small">
          <Statistic title="Completed tasks" value={data?.totalCompletedTasks ?? 0} />
        </Card>
        <Card size="small">
          <Statistic title="Tasks a day" value={data?.averageCompletedTasks ?? 0} />
        </Card>
      </Flex>
      <Flex gap={12} wrap align="start">
        <Card size="small" title="Movements per machine" style={{ flex: '1 1 480px' }}>
          <Table<MachineRow>
            aria-label="Movements per machine"
            rowKey="machine"
            size="small"
            pagination={false}
            dataSource={rows}
            loading={dashboard.isPending}
            locale={{ emptyText: 'No machine moved a box in this period' }}
            columns={[
              { title: 'Machine', dataIndex: 'machine' },
              { title: 'Productive', dataIndex: 'productive' },
              { title: 'Waste', dataIndex: 'waste' },
              {
                title: 'Moves',
                key: 'bar',
                render: (_, row) => <Bar productive={row.productive} waste={row.waste} max={max} />,
              },
            ]}
          />
        </Card>
        <Card size="small" title="Completed tasks per machine" style={{ flex: '1 1 360px' }}>
          <Table
            aria-label="Completed tasks per machine"
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={taskRows}
            loading={dashboard.isPending}
            locale={{ emptyText: 'No task was completed in this period' }}
            columns={[
              { title: 'Machine', dataIndex: 'machine' },
              { title: 'Task type', dataIndex: 'taskType' },
              { title: 'Tasks', dataIndex: 'count' },
            ]}
          />
        </Card>
      </Flex>
    </Flex>
  );
}

import { FileExcelOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { counted } from '@yardline/domain/common/counted';
import { shiftPeriod } from '@yardline/domain/machines/shift.schema';
import type { DashboardPeriod } from '@yardline/domain/tasks/dashboard';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Segmented,
  Select,
  Statistic,
  Table,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useShifts } from '../../api/shifts.ts';
import { downloadFile } from '../../components/download-file.ts';
import { EChart } from '../../components/echart.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { readAgain } from '../../lib/read-again.ts';
import { useLiveEvents } from '../../lib/use-live-events.ts';
import {
  type MachineTotals,
  machineTotals,
  movesByDayChart,
  movesByMachineChart,
  tasksByMachineChart,
} from './dashboard-charts.ts';
import { type DashboardFilter, exportDashboard, useDashboard } from './use-dashboard.ts';

/**
 * The Task Dashboard (doc 3 §2, §4, §9): machine movements (productive and waste) and completed
 * tasks per machine for a day, week, month or a custom range (today until the next midnight
 * unless chosen), optionally inside one shift; averages are the totals over the days, rounded.
 * Charts and tables, an Excel export of the machine data, live with the task events.
 */
export function TaskDashboardPage() {
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState<DashboardPeriod>('day');
  const [range, setRange] = useState<[Dayjs, Dayjs]>();
  const [shift, setShift] = useState<number>();
  const [exporting, setExporting] = useState(false);
  const [exportProblem, setExportProblem] = useState<string>();
  const shifts = useShifts();
  const filter: DashboardFilter = {
    period,
    ...(period === 'custom' && range
      ? { from: range[0].toISOString(), to: range[1].toISOString() }
      : {}),
    ...(shift === undefined ? {} : { shift: String(shift) }),
  };
  const dashboard = useDashboard(filter);
  useLiveEvents(['task.completed', 'container.moved'], () =>
    readAgain(queryClient, { queryKey: ['session', 'task-dashboard'] }),
  );
  const data = dashboard.data;
  const rows = useMemo(() => machineTotals(data), [data]);
  const charts = useMemo(
    () => ({
      byMachine: movesByMachineChart(rows),
      byDay: movesByDayChart(data),
      tasks: tasksByMachineChart(data),
    }),
    [rows, data],
  );
  const taskRows = (data?.machineTasks ?? []).flatMap((m) =>
    m.tasks.map((task) => ({ key: `${m.machine}/${task.taskType}`, machine: m.machine, ...task })),
  );

  async function exportXls() {
    setExporting(true);
    setExportProblem(undefined);
    try {
      downloadFile(await exportDashboard(filter));
    } catch (error) {
      setExportProblem(errorMessage(error));
    } finally {
      setExporting(false);
    }
  }

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
        <Select<number>
          aria-label="Shift"
          placeholder="Whole day"
          allowClear
          style={{ width: 220 }}
          loading={shifts.isPending}
          value={shift}
          onChange={setShift}
          options={(shifts.data ?? []).map((s) => ({
            value: s.id,
            label: `${s.name} (${shiftPeriod(s)})`,
          }))}
        />
        <Button icon={<FileExcelOutlined />} loading={exporting} onClick={exportXls}>
          Export to Excel
        </Button>
        {data && (
          <Typography.Text type="secondary">
            {new Date(data.fromTime).toLocaleString()} – {new Date(data.toTime).toLocaleString()} ·{' '}
            {counted(data.noOfDays, 'day')}
            {data.shift && ` · shift ${data.shift} ${data.shiftPeriod}`}
          </Typography.Text>
        )}
      </Flex>
      {dashboard.error && <Alert type="error" showIcon title={errorMessage(dashboard.error)} />}
      {exportProblem && <Alert type="error" showIcon title={exportProblem} />}
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
        <Card size="small" title="Movements per machine" style={{ flex: '1 1 420px' }}>
          {rows.length ? (
            <EChart label="Movements per machine chart" option={charts.byMachine} />
          ) : (
            <Empty description="No machine moved a box in this period" />
          )}
        </Card>
        <Card size="small" title="Movements per day" style={{ flex: '1 1 420px' }}>
          {rows.length ? (
            <EChart label="Movements per day chart" option={charts.byDay} />
          ) : (
            <Empty description="No machine moved a box in this period" />
          )}
        </Card>
        <Card size="small" title="Completed tasks per machine" style={{ flex: '1 1 420px' }}>
          {taskRows.length ? (
            <EChart label="Completed tasks per machine chart" option={charts.tasks} />
          ) : (
            <Empty description="No task was completed in this period" />
          )}
        </Card>
      </Flex>
      <Flex gap={12} wrap align="start">
        <Card size="small" title="Machine totals" style={{ flex: '1 1 420px' }}>
          <Table<MachineTotals>
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
              { title: 'Total', key: 'total', render: (_, row) => row.productive + row.waste },
            ]}
          />
        </Card>
        <Card size="small" title="Task totals" style={{ flex: '1 1 420px' }}>
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

import { PlusOutlined } from '@ant-design/icons';
import {
  ALLOCATION_MESSAGES,
  type Allocation,
  allocationColour,
  allocationProblem,
} from '@yardline/domain/machines/allocation.schema';
import {
  Alert,
  App,
  Button,
  DatePicker,
  Flex,
  Form,
  Radio,
  Select,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useHealth } from '../../api/health.ts';
import { useLiveMachines, useMachineLocations } from '../../api/machines.ts';
import { useYardLayout } from '../../api/yard-layout.ts';
import { DeleteWithConfirm } from '../../components/crud/delete-with-confirm.tsx';
import { FormModal } from '../../components/crud/form-modal.tsx';
import { actionsColumn } from '../../components/crud/row-actions.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useNow } from '../../lib/use-now.ts';
import { useAllocations, useDeleteAllocation, useSaveAllocations } from './api/allocations.ts';
import {
  AllocationGantt,
  type GanttMove,
  type GanttRow,
  type GanttView,
} from './components/allocation-gantt.tsx';
import { machineRights } from './permissions.ts';
import './allocations-page.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB');

interface AddValues {
  machineId?: number;
  areaId?: number;
  from?: Dayjs | null;
  to?: Dayjs | null;
}

const inputOf = (values: AddValues) => ({
  machineId: values.machineId,
  areaId: values.areaId,
  fromTime: values.from?.toISOString(),
  toTime: values.to?.toISOString(),
});

/** Add an allocation: machine, area, from and to are all needed (doc 2 §5). */
function AddAllocation({
  day,
  machines,
  areas,
  onClose,
}: {
  day: Dayjs;
  machines: readonly { id: number; name: string }[];
  areas: readonly { id: number; name: string }[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<AddValues>();
  const save = useSaveAllocations();

  return (
    <FormModal
      form={form}
      name="allocation"
      title="Add allocation"
      okText="Save allocation"
      initialValues={{ from: day.hour(6), to: day.hour(14) }}
      save={save}
      check={(values) => allocationProblem(inputOf(values))}
      toVariables={(values) => [inputOf(values)]}
      saved={() => ALLOCATION_MESSAGES.saved}
      onClose={onClose}
    >
      <Form.Item label="Machine" name="machineId">
        <Select
          aria-label="Machine"
          showSearch
          optionFilterProp="label"
          options={machines.map((m) => ({ value: m.id, label: m.name }))}
        />
      </Form.Item>
      <Form.Item label="Area" name="areaId">
        <Select
          aria-label="Area"
          showSearch
          optionFilterProp="label"
          options={areas.map((a) => ({ value: a.id, label: a.name }))}
        />
      </Form.Item>
      <Flex gap={16}>
        <Form.Item label="From" name="from">
          <DatePicker
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format="DD/MM/YYYY HH:mm"
            aria-label="From"
          />
        </Form.Item>
        <Form.Item label="To" name="to">
          <DatePicker
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format="DD/MM/YYYY HH:mm"
            aria-label="To"
          />
        </Form.Item>
      </Flex>
    </FormModal>
  );
}

/**
 * `/allocations`: the machine-to-area allocation Gantt by machine or by area, a date filter, and
 * the table with sort and filter (doc 2 §2). Dragging marks an allocation edited until saved.
 */
export function AllocationsPage() {
  const { message } = App.useApp();
  const health = useHealth();
  useLiveMachines();
  const [day, setDay] = useState(() => dayjs().startOf('day'));
  const [view, setView] = useState<GanttView>('machine');
  const [edits, setEdits] = useState<Map<number, GanttMove>>(new Map());
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string>();
  const allocations = useAllocations(day.valueOf());
  const locations = useMachineLocations();
  const layout = useYardLayout();
  const save = useSaveAllocations();
  const remove = useDeleteAllocation();
  const now = useNow(30_000);

  const machines = useMemo(
    () => (locations.data ?? []).map((m) => ({ id: m.id, name: m.machineName })),
    [locations.data],
  );
  const areas = useMemo(
    () => (layout.data?.areaLayouts ?? []).map((a) => ({ id: a.areaId, name: a.name })),
    [layout.data],
  );
  const rows: GanttRow[] = useMemo(() => {
    const position = new Map((locations.data ?? []).map((m) => [m.id, m.position]));
    const corners = new Map((layout.data?.areaLayouts ?? []).map((a) => [a.areaId, a.corners]));
    return (allocations.data ?? []).map((allocation) => {
      const edit = edits.get(allocation.id);
      const row: Allocation = edit
        ? {
            ...allocation,
            ...edit,
            machine: machines.find((m) => m.id === edit.machineId)?.name ?? allocation.machine,
            area: areas.find((a) => a.id === edit.areaId)?.name ?? allocation.area,
          }
        : allocation;
      return {
        ...row,
        edited: edit !== undefined,
        colour: allocationColour(
          row,
          now,
          position.get(row.machineId) ?? null,
          corners.get(row.areaId) ?? null,
        ),
      };
    });
  }, [allocations.data, edits, locations.data, layout.data, machines, areas, now]);

  if (!health.data) return <PageLoading />;
  const rights = machineRights(health.data);

  const saveEdits = () => {
    setProblem(undefined);
    save.mutate([...edits.values()], {
      onSuccess: () => {
        message.success(ALLOCATION_MESSAGES.saved);
        setEdits(new Map());
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  const columns: TableColumnsType<GanttRow> = [
    {
      title: 'Machine',
      dataIndex: 'machine',
      sorter: (a, b) => a.machine.localeCompare(b.machine),
      filters: machines.map((m) => ({ text: m.name, value: m.name })),
      onFilter: (value, row) => row.machine === value,
    },
    {
      title: 'Area',
      dataIndex: 'area',
      sorter: (a, b) => a.area.localeCompare(b.area),
      filters: areas.map((a) => ({ text: a.name, value: a.name })),
      onFilter: (value, row) => row.area === value,
    },
    {
      title: 'From',
      dataIndex: 'fromTime',
      render: when,
      defaultSortOrder: 'ascend',
      sorter: (a, b) => Date.parse(a.fromTime) - Date.parse(b.fromTime),
    },
    {
      title: 'To',
      dataIndex: 'toTime',
      render: when,
      sorter: (a, b) => Date.parse(a.toTime) - Date.parse(b.toTime),
    },
    {
      title: 'State',
      key: 'state',
      render: (_, row) => (row.edited ? 'Edited' : ''),
    },
  ];
  if (rights.allocations) {
    columns.push(
      actionsColumn((row) => (
        <DeleteWithConfirm
          question={ALLOCATION_MESSAGES.confirmDelete}
          remove={remove}
          variables={row.id}
          deleted={ALLOCATION_MESSAGES.deleted}
          row={`allocation ${row.id}`}
        />
      )),
    );
  }

  const failure = allocations.error ?? locations.error ?? layout.error;
  return (
    <Flex vertical gap={8}>
      <title>Machine allocations · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Machine allocations
      </Typography.Title>
      {failure && <Alert type="error" showIcon title={errorMessage(failure)} />}
      <Flex gap={12} align="center" wrap>
        <DatePicker
          aria-label="Date"
          allowClear={false}
          value={day}
          format="DD/MM/YYYY"
          onChange={(value) => {
            if (!value) return;
            setDay(value.startOf('day'));
            setEdits(new Map());
          }}
        />
        <Radio.Group
          optionType="button"
          value={view}
          onChange={(event) => setView(event.target.value)}
          options={[
            { value: 'machine', label: 'By machine' },
            { value: 'area', label: 'By area' },
          ]}
        />
        {rights.allocations && (
          <>
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
              Add allocation
            </Button>
            <Button
              type="primary"
              disabled={edits.size === 0}
              loading={save.isPending}
              onClick={saveEdits}
            >
              Save changes{edits.size > 0 ? ` (${edits.size})` : ''}
            </Button>
            <Button disabled={edits.size === 0} onClick={() => setEdits(new Map())}>
              Discard changes
            </Button>
          </>
        )}
      </Flex>
      {problem && (
        <Alert
          type="error"
          showIcon
          title={problem}
          closable
          onClose={() => setProblem(undefined)}
        />
      )}
      <AllocationGantt
        view={view}
        day={day.valueOf()}
        rows={rows}
        machines={machines}
        areas={areas}
        editable={rights.allocations}
        onMove={(move) => setEdits((current) => new Map(current).set(move.id, move))}
      />
      <Typography.Text type="secondary">
        Dark grey: allocated; grey: now, with the machine in the area; pink: now, with the machine
        elsewhere. A dragged allocation is edited (dashed) until saved.
      </Typography.Text>
      <Table<GanttRow>
        aria-label="Allocations"
        rowKey="id"
        size="small"
        pagination={false}
        loading={allocations.isPending}
        dataSource={rows}
        columns={columns}
        locale={{ emptyText: 'No allocations on this day' }}
      />
      {adding && (
        <AddAllocation
          day={day}
          machines={machines}
          areas={areas}
          onClose={() => setAdding(false)}
        />
      )}
    </Flex>
  );
}

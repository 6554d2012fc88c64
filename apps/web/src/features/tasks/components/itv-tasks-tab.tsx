import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import type { ItvTask } from '@yardline/domain/tasks/itv-task.schema';
import type { TaskOptions } from '@yardline/domain/tasks/task.schema';
import {
  containerNumberOf,
  itvTaskProblem,
  SLOT,
  TASK_MESSAGES,
} from '@yardline/domain/tasks/task-rules';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Table,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useMetadata } from '../../../api/metadata.ts';
import { DeleteSelected } from '../../../components/delete-selected.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDeleteItvTasks, useItvs, useItvTasks, useSaveItvTasks } from '../api/itv-tasks.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

interface Values {
  containerNumber: string;
  taskType: string;
  trailer: string;
  fromLocation: string;
  toLocation: string;
  toLocationDetails: string;
}

/** The ITV Tasks tab (doc 3 §2, §3, §5): list, add and edit, delete the selected. */
export function ItvTasksTab({ manage, options }: { manage: boolean; options: TaskOptions }) {
  const { message } = App.useApp();
  const pageSize = (useMetadata().data ?? DEFAULT_METADATA).paginationItemsPerPage;
  const [page, setPage] = useState(1);
  const [terms, setTerms] = useState<string[]>([]);
  const [includeCompleted, setIncludeCompleted] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ task?: ItvTask }>();
  const [problem, setProblem] = useState<string>();
  const [form] = Form.useForm<Values>();
  const tasks = useItvTasks({ page, pageSize, terms, includeCompleted });
  const itvs = useItvs();
  const save = useSaveItvTasks();
  const remove = useDeleteItvTasks();
  const toLocation = Form.useWatch('toLocation', form);

  async function submit(values: Values) {
    const input = {
      ...values,
      containerNumber: containerNumberOf(values.containerNumber ?? ''),
      toLocationDetails: values.toLocationDetails || undefined,
      ...(editing?.task ? { taskId: editing.task.taskId } : {}),
    };
    const local = itvTaskProblem(input);
    setProblem(local);
    if (local) return;
    try {
      await save.mutateAsync([input]);
      message.success(TASK_MESSAGES.saved);
      setEditing(undefined);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  const open = (task?: ItvTask) => {
    setProblem(undefined);
    form.setFieldsValue({
      containerNumber: task?.containerNumber ?? '',
      taskType: task?.taskType ?? '',
      trailer: task?.trailer ?? '',
      fromLocation: task?.fromLocation ?? '',
      toLocation: task?.toLocation ?? '',
      toLocationDetails: task?.toLocationDetails ?? '',
    });
    setEditing({ task });
  };

  const columns: TableColumnsType<ItvTask> = [
    { title: 'Id', dataIndex: 'taskId', width: 70 },
    { title: 'Container', dataIndex: 'containerNumber' },
    { title: 'Size', dataIndex: 'size', render: (size: number | null) => (size ? `${size}'` : '') },
    { title: 'Task type', dataIndex: 'taskType' },
    { title: 'Trailer', dataIndex: 'trailer' },
    { title: 'From', dataIndex: 'fromLocation' },
    {
      title: 'To',
      dataIndex: 'toLocation',
      render: (to: string, task) =>
        task.toLocationDetails ? `${to} ${task.toLocationDetails}` : to,
    },
    { title: 'Generated', dataIndex: 'generationDate', render: when },
    { title: 'Completed', dataIndex: 'completedDate', render: when },
  ];
  if (manage) {
    columns.push({
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      render: (_, task) => (
        <Button
          type="link"
          size="small"
          aria-label={`Edit ITV task ${task.taskId}`}
          onClick={() => open(task)}
        >
          Edit
        </Button>
      ),
    });
  }

  return (
    <Flex vertical gap={8}>
      {tasks.error && <Alert type="error" showIcon title={errorMessage(tasks.error)} />}
      <Flex gap={8} align="center" wrap>
        <Select
          mode="tags"
          aria-label="Search ITV tasks"
          placeholder="Search terms: container, type, trailer, location…"
          value={terms}
          open={false}
          onChange={(next: string[]) => {
            setTerms(next.map((term) => term.trim()).filter(Boolean));
            setPage(1);
          }}
          style={{ minWidth: 320 }}
        />
        <Checkbox
          checked={includeCompleted}
          onChange={(e) => setIncludeCompleted(e.target.checked)}
        >
          Include completed
        </Checkbox>
        {manage && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open()}>
            Add ITV task
          </Button>
        )}
        {manage && selected.length > 0 && (
          <DeleteSelected
            what="ITV tasks"
            ids={selected}
            remove={remove}
            onDeleted={() => setSelected([])}
          />
        )}
      </Flex>
      <Table<ItvTask>
        aria-label="ITV tasks"
        rowKey="taskId"
        size="small"
        columns={columns}
        dataSource={tasks.data?.tasks}
        loading={tasks.isPending}
        rowSelection={
          manage
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }
            : undefined
        }
        pagination={{
          current: page,
          pageSize,
          total: tasks.data?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        locale={{ emptyText: 'No ITV tasks' }}
      />
      <Modal
        open={editing !== undefined}
        title={editing?.task ? `Edit ITV task ${editing.task.taskId}` : 'Add ITV task'}
        okText="Save"
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(undefined)}
        forceRender
      >
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
        <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="containerNumber" label="Container number">
            <Input aria-label="Container number" maxLength={20} />
          </Form.Item>
          <Form.Item name="taskType" label="Task type">
            <Select
              aria-label="Task type"
              options={options.taskTypes.map((value) => ({ value }))}
            />
          </Form.Item>
          <Form.Item name="trailer" label="Trailer">
            <Select
              aria-label="Trailer"
              showSearch
              options={(itvs.data ?? []).map((itv) => ({
                value: itv.trailerNumber,
                label: `${itv.trailerNumber} (ITV ${itv.itvNumber})`,
              }))}
            />
          </Form.Item>
          <Form.Item name="fromLocation" label="From location">
            <Input aria-label="From location" maxLength={100} />
          </Form.Item>
          <Form.Item name="toLocation" label="To location">
            <Select
              aria-label="To location"
              options={options.locations.map((value) => ({ value }))}
            />
          </Form.Item>
          {toLocation === SLOT && (
            <Form.Item name="toLocationDetails" label="Slot">
              <Input aria-label="Slot" maxLength={100} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Flex>
  );
}

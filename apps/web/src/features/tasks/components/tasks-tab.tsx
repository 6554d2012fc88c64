import {
  CheckOutlined,
  DeleteOutlined,
  EnvironmentOutlined,
  ExportOutlined,
  PlusOutlined,
  SwapOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import type { Task, TaskOptions, TaskSortField } from '@yardline/domain/tasks/task.schema';
import { ANY_MACHINE, tasksRefreshMs } from '@yardline/domain/tasks/task-rules';
import type { CardUploadAnswer } from '@yardline/domain/trailers/trailer-cards.schema';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Flex,
  Popconfirm,
  Select,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useState } from 'react';
import { useMetadata } from '../../../api/metadata.ts';
import { MachinesMapModal } from '../../../components/machine-map/machines-map-modal.tsx';
import { UploadDialog } from '../../../components/upload-dialog.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useLiveEvents } from '../../../lib/use-live-events.ts';
import { useCompleteTasks, useDeleteTasks, useMoveTasks } from '../api/change-tasks.ts';
import { useTaskMachineMap } from '../api/machine-locations.ts';
import { tasksQueryKey, useTasks } from '../api/tasks.ts';
import { useUploadTasks } from '../api/upload-tasks.ts';
import { BulkTasksForm } from './bulk-tasks-form.tsx';
import { ExportTasksDialog } from './export-tasks-dialog.tsx';
import { IgmItemTasksForm } from './igm-item-tasks-form.tsx';
import { TaskForm, type TaskFormMode } from './task-form.tsx';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

type Editing =
  | { kind: 'task'; mode: TaskFormMode; task?: Task }
  | { kind: 'igm' }
  | { kind: 'bulk' };

/**
 * The Tasks tab (doc 3 §2–§9): search terms, completed or not, sort, pages of the configured size;
 * add container, IGM:Item, future and bulk tasks; complete, move and delete the selected tasks
 * after a confirmation. Follows task and box events live.
 */
export function TasksTab({
  manage,
  enterprise,
  options,
  userName,
}: {
  userName: string;
  /** Admin, operator and superadmin with create/update/delete (doc 3 §6). */
  manage: boolean;
  enterprise: boolean;
  options: TaskOptions;
}) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const settings = useMetadata().data ?? DEFAULT_METADATA;
  const pageSize = settings.paginationItemsPerPage;
  const [page, setPage] = useState(1);
  const [terms, setTerms] = useState<string[]>([]);
  const [includeCompleted, setIncludeCompleted] = useState(false);
  const [sort, setSort] = useState<{ by: TaskSortField; order: 'asc' | 'desc' }>({
    by: 'generationDate',
    order: 'desc',
  });
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<Editing>();
  const [toMachine, setToMachine] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const [uploaded, setUploaded] = useState<CardUploadAnswer>();
  const upload = useUploadTasks(userName);
  const tasks = useTasks(
    { page, pageSize, terms, includeCompleted, sortBy: sort.by, sortOrder: sort.order },
    tasksRefreshMs(enterprise, settings.dataRefreshRate),
  );
  const complete = useCompleteTasks();
  const move = useMoveTasks();
  const remove = useDeleteTasks();

  useLiveEvents(
    // A renamed machine renames its tasks (machine.changed).
    [
      'task.created',
      'task.updated',
      'task.completed',
      'task.deleted',
      'container.moved',
      'machine.changed',
    ],
    (event) => {
      queryClient.invalidateQueries({ queryKey: [...tasksQueryKey, 'list'] });
      if (event.type === 'machine.changed') {
        queryClient.invalidateQueries({ queryKey: [...tasksQueryKey, 'options'] });
      }
    },
  );

  async function completeSelected() {
    try {
      const answer = await complete.mutateAsync({ ids: selected });
      const refused = answer.outcomes.filter((outcome) => !outcome.completed);
      const done = answer.outcomes.length - refused.length;
      if (done > 0) message.success(`${done} task${done === 1 ? '' : 's'} completed.`);
      if (refused.length > 0) {
        modal.warning({
          title: 'Some tasks stay pending',
          content: (
            <ul>
              {refused.map((outcome) => (
                <li key={outcome.taskId}>
                  Task {outcome.taskId}: {outcome.reason}
                </li>
              ))}
            </ul>
          ),
        });
      }
      setSelected(refused.map((outcome) => outcome.taskId));
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  const sortOrderOf = (field: TaskSortField): SortOrder =>
    sort.by === field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (field: TaskSortField) => ({
    sorter: true,
    sortOrder: sortOrderOf(field),
    key: field,
  });

  const columns: TableColumnsType<Task> = [
    { title: 'Id', dataIndex: 'taskId', width: 70 },
    {
      title: 'Container',
      dataIndex: 'containerNumber',
      ...sortable('containerNumber'),
      render: (number: string, task) => (
        <span>
          {number}
          {task.containerSize ? ` · ${task.containerSize}'` : ''}
          {task.onPriority && (
            <Tag color="red" style={{ marginLeft: 6 }}>
              Priority
            </Tag>
          )}
        </span>
      ),
    },
    { title: 'Task type', dataIndex: 'taskType', ...sortable('taskType') },
    { title: 'Delivery mode', dataIndex: 'deliveryMode', ...sortable('deliveryMode') },
    { title: 'From', dataIndex: 'fromLocation', ...sortable('fromLocation') },
    {
      title: 'To',
      dataIndex: 'toLocation',
      ...sortable('toLocation'),
      render: (to: string, task) =>
        task.toLocationDetails ? `${to} ${task.toLocationDetails}` : to,
    },
    { title: 'Machine', dataIndex: 'assignedToMachine', ...sortable('assignedToMachine') },
    { title: 'Box is at', dataIndex: 'currentLocation' },
    {
      title: 'Generated',
      dataIndex: 'generationDate',
      ...sortable('generationDate'),
      render: when,
    },
    {
      title: 'Completed',
      dataIndex: 'completionDate',
      ...sortable('completionDate'),
      render: when,
    },
  ];
  if (manage) {
    columns.push({
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      render: (_, task) =>
        task.completionDate ? null : (
          <Button
            type="link"
            size="small"
            aria-label={`Edit task ${task.taskId}`}
            onClick={() => setEditing({ kind: 'task', mode: 'single', task })}
          >
            Edit
          </Button>
        ),
    });
  }

  const count = selected.length;
  return (
    <Flex vertical gap={8}>
      {tasks.error && <Alert type="error" showIcon title={errorMessage(tasks.error)} />}
      <Flex gap={8} align="center" wrap>
        <Select
          mode="tags"
          aria-label="Search tasks"
          placeholder="Search terms: container, type, machine, location…"
          value={terms}
          open={false}
          tokenSeparators={[',']}
          onChange={(next: string[]) => {
            setTerms(next.map((term) => term.trim()).filter(Boolean));
            setPage(1);
          }}
          style={{ minWidth: 320 }}
        />
        <Checkbox
          checked={includeCompleted}
          onChange={(event) => {
            setIncludeCompleted(event.target.checked);
            setPage(1);
          }}
        >
          Include completed
        </Checkbox>
        {manage && (
          <>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setEditing({ kind: 'task', mode: 'single' })}
            >
              Add container task
            </Button>
            <Button onClick={() => setEditing({ kind: 'igm' })}>Add IGM:Item tasks</Button>
            <Button onClick={() => setEditing({ kind: 'task', mode: 'future' })}>
              Add future task
            </Button>
            <Button onClick={() => setEditing({ kind: 'bulk' })}>Add bulk tasks</Button>
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => setUploading(true)}>
              Upload
            </Button>
          </>
        )}
        <Button icon={<ExportOutlined aria-hidden />} onClick={() => setExporting(true)}>
          Export
        </Button>
        <Button icon={<EnvironmentOutlined aria-hidden />} onClick={() => setMapOpen(true)}>
          Machine map
        </Button>
      </Flex>
      {manage && count > 0 && (
        <Flex gap={8} align="center" wrap role="toolbar" aria-label="Selected tasks">
          <span>{count} selected</span>
          <Popconfirm
            title={`Are you sure you want to complete the selected ${count} task${count === 1 ? '' : 's'}?`}
            okText="Complete"
            onConfirm={completeSelected}
          >
            <Button icon={<CheckOutlined aria-hidden />} loading={complete.isPending}>
              Complete
            </Button>
          </Popconfirm>
          <Select
            aria-label="Move to machine"
            placeholder="Move to machine"
            value={toMachine}
            onChange={setToMachine}
            options={[ANY_MACHINE, ...options.machines].map((value) => ({ value }))}
            style={{ minWidth: 160 }}
          />
          <Popconfirm
            title={`Are you sure you want to move the selected tasks to ${toMachine}?`}
            okText="Move"
            disabled={!toMachine}
            onConfirm={() =>
              toMachine &&
              move.mutate(
                { ids: selected, toMachine },
                {
                  onSuccess: (answer) => message.success(`${answer.count} tasks moved.`),
                  onError: (error) => message.error(errorMessage(error)),
                },
              )
            }
          >
            <Button icon={<SwapOutlined aria-hidden />} disabled={!toMachine}>
              Move
            </Button>
          </Popconfirm>
          <Popconfirm
            title="Are you sure you want to delete the selected tasks?"
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutate(selected, {
                onSuccess: (answer) => {
                  message.success(`${answer.count} tasks deleted.`);
                  setSelected([]);
                },
                onError: (error) => message.error(errorMessage(error)),
              })
            }
          >
            <Button danger icon={<DeleteOutlined aria-hidden />}>
              Delete
            </Button>
          </Popconfirm>
        </Flex>
      )}
      {uploaded && (
        <Alert
          type={uploaded.status === 'success' ? 'success' : 'error'}
          showIcon
          closable
          onClose={() => setUploaded(undefined)}
          title={
            uploaded.status === 'success'
              ? `${uploaded.saved} tasks saved.`
              : `Nothing was saved: ${uploaded.errors.length} rows refused.`
          }
          description={
            uploaded.errors.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {uploaded.errors.map((error) => (
                  <li key={error.row}>
                    Line {error.row}: {error.message}
                  </li>
                ))}
              </ul>
            )
          }
        />
      )}
      <UploadDialog<CardUploadAnswer>
        open={uploading}
        title="Upload tasks"
        onUpload={upload}
        onDone={(answer) => {
          setUploaded(answer);
          setUploading(false);
        }}
        onClose={() => setUploading(false)}
      >
        An .xlsx or .csv with the headings Container number, Task type, Delivery mode, From
        location, To location and, when needed, To location details and Assigned machine. Every row
        is saved, or none.
      </UploadDialog>
      <Table<Task>
        aria-label="Tasks"
        rowKey="taskId"
        size="small"
        columns={columns}
        dataSource={tasks.data?.tasks}
        loading={tasks.isPending}
        rowSelection={
          manage
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as number[]),
                getCheckboxProps: (task) => ({
                  disabled: task.completionDate !== null,
                  'aria-label': `Select task ${task.taskId}`,
                }),
              }
            : undefined
        }
        onChange={(_, __, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          if (one?.order && one.columnKey) {
            setSort({
              by: one.columnKey as TaskSortField,
              order: one.order === 'ascend' ? 'asc' : 'desc',
            });
          } else {
            setSort({ by: 'generationDate', order: 'desc' });
          }
        }}
        pagination={{
          current: page,
          pageSize,
          total: tasks.data?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        locale={{ emptyText: 'No tasks' }}
      />
      {editing?.kind === 'task' && (
        <TaskForm
          task={editing.task}
          mode={editing.mode}
          options={options}
          onClose={() => setEditing(undefined)}
        />
      )}
      {mapOpen && (
        <MachinesMapModal onClose={() => setMapOpen(false)} useView={useTaskMachineMap} />
      )}
      {exporting && <ExportTasksDialog options={options} onClose={() => setExporting(false)} />}
      {editing?.kind === 'igm' && (
        <IgmItemTasksForm options={options} onClose={() => setEditing(undefined)} />
      )}
      {editing?.kind === 'bulk' && (
        <BulkTasksForm options={options} onClose={() => setEditing(undefined)} />
      )}
    </Flex>
  );
}

import {
  EnvironmentOutlined,
  ExportOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import type { Task, TaskOptions, TaskSortField } from '@yardline/domain/tasks/task.schema';
import { tasksRefreshMs } from '@yardline/domain/tasks/task-rules';
import { STALE_HOLD_HOURS } from '@yardline/domain/yard/slot-holds';
import { Alert, Button, Checkbox, Flex, Select, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useMetadata } from '../../../api/metadata.ts';
import { useSlotHolds } from '../../../api/slot-holds.ts';
import { MachinesMapModal } from '../../../components/machine-map/machines-map-modal.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { readAgain } from '../../../lib/read-again.ts';
import { useLiveEvents } from '../../../lib/use-live-events.ts';
import { useTaskMachineMap } from '../api/machine-locations.ts';
import { tasksQueryKey, useTasks } from '../api/tasks.ts';
import { BulkTasksForm } from './bulk-tasks-form.tsx';
import { ExportTasksDialog } from './export-tasks-dialog.tsx';
import { IgmItemTasksForm } from './igm-item-tasks-form.tsx';
import { SelectedTasksBar } from './selected-tasks-bar.tsx';
import { buriedTask, ShiftNotice, useShiftOffer } from './shift-offer.tsx';
import { StaleHolds } from './stale-holds.tsx';
import { type TaskSort, taskColumns } from './task-columns.tsx';
import { TaskForm, type TaskFormMode } from './task-form.tsx';
import { TaskUpload } from './task-upload.tsx';

type Editing =
  | { kind: 'task'; mode: TaskFormMode; task?: Task }
  | { kind: 'igm' }
  | { kind: 'bulk' };

/**
 * The Tasks tab (doc 3 §2–§9): search terms, completed or not, sort, pages of the configured size;
 * add container, IGM:Item, future and bulk tasks; complete, move and delete the selected tasks
 * after a confirmation. Under a task whose box has boxes on it, what stands there and the offer of
 * their shifting tasks. A task's slot shows as held while it is open, and the slots held longer
 * than a shift are listed above (stale holds). Follows task and box events live.
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
  const queryClient = useQueryClient();
  const settings = useMetadata().data ?? DEFAULT_METADATA;
  const pageSize = settings.paginationItemsPerPage;
  const [page, setPage] = useState(1);
  const [terms, setTerms] = useState<string[]>([]);
  const [includeCompleted, setIncludeCompleted] = useState(false);
  const [sort, setSort] = useState<TaskSort>({ by: 'generationDate', order: 'desc' });
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<Editing>();
  const [uploading, setUploading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const tasks = useTasks(
    { page, pageSize, terms, includeCompleted, sortBy: sort.by, sortOrder: sort.order },
    tasksRefreshMs(enterprise, settings.dataRefreshRate),
  );

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
      readAgain(queryClient, { queryKey: [...tasksQueryKey, 'list'] });
      if (event.type === 'machine.changed') {
        readAgain(queryClient, { queryKey: [...tasksQueryKey, 'options'] });
      }
    },
  );

  // Which tasks hold their destination, and the holds older than a shift.
  const holds = useSlotHolds();
  const stale = useSlotHolds({ olderThanHours: STALE_HOLD_HOURS });
  const holding = useMemo(
    () =>
      new Set(
        (holds.data?.holds ?? []).flatMap((hold) =>
          hold.holder.kind === 'task' ? [hold.holder.taskId] : [],
        ),
      ),
    [holds.data],
  );

  const offerShifts = useShiftOffer();
  const buried = (tasks.data?.tasks ?? []).filter((task) => buriedTask(task));
  const columns = taskColumns(
    sort,
    manage ? (task) => setEditing({ kind: 'task', mode: 'single', task }) : undefined,
    holding,
  );

  return (
    <Flex vertical gap={8}>
      {tasks.error && <Alert type="error" showIcon title={errorMessage(tasks.error)} />}
      <StaleHolds holds={stale.data?.holds ?? []} />
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
      {manage && selected.length > 0 && (
        <SelectedTasksBar
          selected={selected}
          onSelected={setSelected}
          machines={options.machines}
        />
      )}
      <TaskUpload open={uploading} onClose={() => setUploading(false)} userName={userName} />
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
          // A search of a very common word is counted only so far: the server says there are more.
          showTotal: tasks.data?.moreThanTotal
            ? (total) => `More than ${total.toLocaleString('en')} tasks`
            : undefined,
          showSizeChanger: false,
          onChange: setPage,
        }}
        locale={{ emptyText: 'No tasks' }}
        // A buried task's notice spans the row beneath it.
        expandable={{
          showExpandColumn: false,
          expandedRowKeys: buried.map((task) => task.taskId),
          rowExpandable: (task) => buriedTask(task) !== undefined,
          expandedRowRender: (task) => {
            const notice = buriedTask(task);
            return notice && <ShiftNotice task={notice} offer={manage ? offerShifts : undefined} />;
          },
        }}
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

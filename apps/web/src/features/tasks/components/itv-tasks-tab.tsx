import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import type { ItvTask } from '@yardline/domain/tasks/itv-task.schema';
import type { TaskOptions } from '@yardline/domain/tasks/task.schema';
import {
  containerNumberOf,
  itvTaskProblem,
  SLOT,
  TASK_MESSAGES,
} from '@yardline/domain/tasks/task-rules';
import { Checkbox, Form, Input, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useMetadata } from '../../../api/metadata.ts';
import { DeleteSelected } from '../../../components/crud/delete-selected.tsx';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { RecordList } from '../../../components/crud/record-list.tsx';
import { actionsColumn, EditLink } from '../../../components/crud/row-actions.tsx';
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

const inputOf = (values: Values, task: ItvTask | undefined) => ({
  ...values,
  containerNumber: containerNumberOf(values.containerNumber ?? ''),
  toLocationDetails: values.toLocationDetails || undefined,
  ...(task ? { taskId: task.taskId } : {}),
});

/** Add or edit an ITV task (doc 3 §5): refused before sending while it lacks what it needs. */
function ItvTaskForm({
  task,
  options,
  onClose,
}: {
  task: ItvTask | undefined;
  options: TaskOptions;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const itvs = useItvs();
  const save = useSaveItvTasks();
  const toLocation = Form.useWatch('toLocation', form);

  return (
    <FormModal
      form={form}
      name="itvTask"
      title={task ? `Edit ITV task ${task.taskId}` : 'Add ITV task'}
      initialValues={{
        containerNumber: task?.containerNumber ?? '',
        taskType: task?.taskType ?? '',
        trailer: task?.trailer ?? '',
        fromLocation: task?.fromLocation ?? '',
        toLocation: task?.toLocation ?? '',
        toLocationDetails: task?.toLocationDetails ?? '',
      }}
      save={save}
      check={(values) => itvTaskProblem(inputOf(values, task))}
      toVariables={(values) => [inputOf(values, task)]}
      saved={() => TASK_MESSAGES.saved}
      onClose={onClose}
    >
      <Form.Item name="containerNumber" label="Container number">
        <Input aria-label="Container number" maxLength={20} />
      </Form.Item>
      <Form.Item name="taskType" label="Task type">
        <Select aria-label="Task type" options={options.taskTypes.map((value) => ({ value }))} />
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
        <Select aria-label="To location" options={options.locations.map((value) => ({ value }))} />
      </Form.Item>
      {toLocation === SLOT && (
        <Form.Item name="toLocationDetails" label="Slot">
          <Input aria-label="Slot" maxLength={100} />
        </Form.Item>
      )}
    </FormModal>
  );
}

/** The ITV Tasks tab (doc 3 §2, §3, §5): list, add and edit, delete the selected. */
export function ItvTasksTab({ manage, options }: { manage: boolean; options: TaskOptions }) {
  const pageSize = (useMetadata().data ?? DEFAULT_METADATA).paginationItemsPerPage;
  const [page, setPage] = useState(1);
  const [terms, setTerms] = useState<string[]>([]);
  const [includeCompleted, setIncludeCompleted] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ task?: ItvTask }>();
  const tasks = useItvTasks({ page, pageSize, terms, includeCompleted });
  const remove = useDeleteItvTasks();

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
    columns.push(
      actionsColumn((task) => (
        <EditLink row={`ITV task ${task.taskId}`} onClick={() => setEditing({ task })} />
      )),
    );
  }

  return (
    <RecordList<ItvTask>
      label="ITV tasks"
      rowKey="taskId"
      columns={columns}
      rows={tasks.data?.tasks}
      loading={tasks.isPending}
      error={tasks.error}
      emptyText="No ITV tasks"
      paging={{ page, pageSize, total: tasks.data?.totalCount, onPage: setPage }}
      {...(manage ? { selection: { selected, onSelect: setSelected } } : {})}
      filters={
        <>
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
        </>
      }
      addLabel="Add ITV task"
      {...(manage ? { onAdd: () => setEditing({}) } : {})}
      actions={
        manage &&
        selected.length > 0 && (
          <DeleteSelected
            what="ITV tasks"
            ids={selected}
            remove={remove}
            onDeleted={() => setSelected([])}
          />
        )
      }
    >
      {editing && (
        <ItvTaskForm task={editing.task} options={options} onClose={() => setEditing(undefined)} />
      )}
    </RecordList>
  );
}

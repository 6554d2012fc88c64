import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TaskInput, TaskOptions } from '@yardline/domain/tasks/task.schema';
import {
  ANY_MACHINE,
  bulkProblem,
  containerNumberOf,
  deliveryModesFor,
  locationsFor,
  SLOT,
  TASK_MESSAGES,
} from '@yardline/domain/tasks/task-rules';
import { Alert, App, Button, Flex, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSaveTasks } from '../api/change-tasks.ts';

interface Row {
  key: number;
  containerNumber: string;
  taskType: string;
  deliveryMode: string;
  assignedToMachine: string;
  fromLocation: string;
  toLocation: string;
  toLocationDetails: string;
}

let nextKey = 1;
const emptyRow = (): Row => ({
  key: nextKey++,
  containerNumber: '',
  taskType: '',
  deliveryMode: '',
  assignedToMachine: ANY_MACHINE,
  fromLocation: '',
  toLocation: '',
  toLocationDetails: '',
});

/** Bulk rows (doc 3 §5): saved together, and only when every row is filled. */
export function BulkTasksForm({ options, onClose }: { options: TaskOptions; onClose: () => void }) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<Row[]>(() => [emptyRow(), emptyRow()]);
  const [problem, setProblem] = useState<string>();
  const save = useSaveTasks();
  const update = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  async function submit() {
    const tasks: TaskInput[] = rows.map(({ key: _, ...row }) => ({
      ...row,
      containerNumber: containerNumberOf(row.containerNumber),
      toLocationDetails: row.toLocationDetails || undefined,
    }));
    const local = bulkProblem(tasks);
    setProblem(local);
    if (local) return;
    try {
      await save.mutateAsync({ tasks, bulk: true });
      message.success(TASK_MESSAGES.saved);
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <Modal
      open
      width={1100}
      title="Add bulk tasks"
      okText="Save all"
      onOk={submit}
      confirmLoading={save.isPending}
      onCancel={onClose}
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Flex vertical gap={6}>
        {rows.map((row, i) => {
          const n = i + 1;
          return (
            <Flex key={row.key} gap={6} align="center">
              <Input
                aria-label={`Row ${n} container number`}
                placeholder="Container"
                value={row.containerNumber}
                maxLength={11}
                onChange={(e) => update(row.key, { containerNumber: e.target.value.toUpperCase() })}
                style={{ width: 130 }}
              />
              <Select
                aria-label={`Row ${n} task type`}
                placeholder="Task type"
                value={row.taskType || undefined}
                options={options.taskTypes.map((value) => ({ value }))}
                onChange={(taskType: string) => {
                  const modes = deliveryModesFor(taskType, options.deliveryModes);
                  const to = locationsFor(taskType, options.locations);
                  update(row.key, {
                    taskType,
                    deliveryMode: modes.length === 1 ? (modes[0] ?? '') : '',
                    toLocation: to.length === 1 ? (to[0] ?? '') : '',
                  });
                }}
                style={{ width: 150 }}
              />
              <Select
                aria-label={`Row ${n} delivery mode`}
                placeholder="Delivery mode"
                value={row.deliveryMode || undefined}
                options={deliveryModesFor(row.taskType, options.deliveryModes)
                  .filter(Boolean)
                  .map((value) => ({ value }))}
                onChange={(deliveryMode: string) => update(row.key, { deliveryMode })}
                style={{ width: 140 }}
              />
              <Select
                aria-label={`Row ${n} machine`}
                value={row.assignedToMachine}
                options={[ANY_MACHINE, ...options.machines].map((value) => ({ value }))}
                onChange={(assignedToMachine: string) => update(row.key, { assignedToMachine })}
                style={{ width: 120 }}
              />
              <Input
                aria-label={`Row ${n} from location`}
                placeholder="From"
                value={row.fromLocation}
                onChange={(e) => update(row.key, { fromLocation: e.target.value })}
                style={{ width: 120 }}
              />
              <Select
                aria-label={`Row ${n} to location`}
                placeholder="To"
                value={row.toLocation || undefined}
                options={locationsFor(row.taskType, options.locations).map((value) => ({ value }))}
                onChange={(toLocation: string) => update(row.key, { toLocation })}
                style={{ width: 130 }}
              />
              <Input
                aria-label={`Row ${n} slot`}
                placeholder="Slot"
                disabled={row.toLocation !== SLOT}
                value={row.toLocationDetails}
                onChange={(e) => update(row.key, { toLocationDetails: e.target.value })}
                style={{ width: 110 }}
              />
              <Button
                type="text"
                aria-label={`Remove row ${n}`}
                icon={<DeleteOutlined aria-hidden />}
                disabled={rows.length === 1}
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
              />
            </Flex>
          );
        })}
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setRows((current) => [...current, emptyRow()])}
          style={{ alignSelf: 'flex-start' }}
        >
          Add row
        </Button>
      </Flex>
    </Modal>
  );
}

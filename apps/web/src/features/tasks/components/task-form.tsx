import type { Task, TaskBox, TaskInput, TaskOptions } from '@yardline/domain/tasks/task.schema';
import {
  ANY_MACHINE,
  containerNumberOf,
  deliveryModesFor,
  futureTaskProblem,
  locationsFor,
  SLOT,
  TASK_MESSAGES,
  taskProblem,
  taskStartFor,
} from '@yardline/domain/tasks/task-rules';
import { Alert, App, AutoComplete, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSaveTasks } from '../api/change-tasks.ts';
import { useTaskBoxes } from '../api/task-options.ts';
import { buriedTask, useShiftOffer } from './shift-offer.tsx';

export type TaskFormMode = 'single' | 'future';

interface Values {
  containerNumber: string;
  taskType: string;
  deliveryMode: string;
  assignedToMachine: string;
  fromLocation: string;
  toLocation: string;
  toLocationDetails: string;
  onPriority: boolean;
}

const boxLabel = (box: TaskBox) => `${box.number} (${box.location ?? 'not in a slot'})`;

const initialValues = (task: Task | undefined): Values => ({
  containerNumber: task?.containerNumber ?? '',
  taskType: task?.taskType ?? '',
  deliveryMode: task?.deliveryMode ?? '',
  assignedToMachine: task?.assignedToMachine ?? ANY_MACHINE,
  fromLocation: task?.fromLocation ?? '',
  toLocation: task?.toLocation ?? '',
  toLocationDetails: task?.toLocationDetails ?? '',
  onPriority: task?.onPriority ?? false,
});

/**
 * Add or edit one task (doc 3 §4, §5), or a future task with its priority (doc 1 §2, §5): the
 * chosen box sets where the task starts, the task type narrows delivery modes and destinations,
 * a Slot destination needs its slot, and the server's duplicate check is shown word for word. A
 * saved task whose box has boxes on it offers their shifting tasks.
 */
export function TaskForm({
  task,
  mode,
  options,
  onClose,
}: {
  task?: Task;
  mode: TaskFormMode;
  options: TaskOptions;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [typed, setTyped] = useState(task?.containerNumber ?? '');
  const [problem, setProblem] = useState<string>();
  const boxes = useTaskBoxes(typed);
  const save = useSaveTasks();
  const offerShifts = useShiftOffer();
  const taskType = Form.useWatch('taskType', form) ?? '';
  const toLocation = Form.useWatch('toLocation', form) ?? '';
  const modes = deliveryModesFor(taskType, options.deliveryModes);
  const locations = locationsFor(taskType, options.locations);
  const future = mode === 'future';
  const title = task
    ? `Edit task ${task.taskId}`
    : future
      ? 'Add future task'
      : 'Add container task';

  function choose(box: TaskBox) {
    const start = taskStartFor(box);
    form.setFieldsValue({
      containerNumber: box.number,
      fromLocation: start.fromLocation,
      ...(start.taskType ? { taskType: start.taskType } : {}),
      ...(start.toLocation ? { toLocation: start.toLocation } : {}),
      toLocationDetails: start.toLocationDetails ?? '',
    });
  }

  function changeType(next: string) {
    const values = form.getFieldsValue();
    const allowedModes = deliveryModesFor(next, options.deliveryModes);
    const allowedTo = locationsFor(next, options.locations);
    form.setFieldsValue({
      deliveryMode: allowedModes.includes(values.deliveryMode)
        ? values.deliveryMode
        : allowedModes.length === 1
          ? allowedModes[0]
          : '',
      toLocation: allowedTo.includes(values.toLocation)
        ? values.toLocation
        : allowedTo.length === 1
          ? allowedTo[0]
          : '',
    });
  }

  async function submit(values: Values) {
    const input: TaskInput = {
      ...(task ? { taskId: task.taskId } : {}),
      ...values,
      containerNumber: containerNumberOf(values.containerNumber),
      toLocationDetails: values.toLocationDetails || undefined,
      onPriority: future && values.onPriority,
    };
    const local = future ? futureTaskProblem(input) : taskProblem(input);
    setProblem(local);
    if (local) return;
    try {
      const answer = await save.mutateAsync({ tasks: [input] });
      message.success(TASK_MESSAGES.saved);
      onClose();
      // Boxes stand on the task's box: offer their shifting tasks at once.
      const buried = answer.tasks[0] && buriedTask(answer.tasks[0]);
      if (buried?.toShift) offerShifts(buried);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <Modal
      open
      title={title}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues(task)}
        onFinish={submit}
        requiredMark={false}
      >
        <Form.Item name="containerNumber" label="Container number">
          <AutoComplete
            aria-label="Container number"
            autoFocus
            options={(boxes.data ?? []).map((box) => ({ value: box.number, label: boxLabel(box) }))}
            onSearch={setTyped}
            onSelect={(value: string) => {
              const box = boxes.data?.find((b) => b.number === containerNumberOf(value));
              if (box) choose(box);
            }}
            placeholder="Type 2 or more characters"
          />
        </Form.Item>
        <Form.Item name="taskType" label="Task type">
          <Select
            aria-label="Task type"
            showSearch
            options={options.taskTypes.map((value) => ({ value }))}
            onChange={changeType}
          />
        </Form.Item>
        <Form.Item name="deliveryMode" label="Delivery mode">
          <Select
            aria-label="Delivery mode"
            options={modes.map((value) => ({ value, label: value || '(blank)' }))}
          />
        </Form.Item>
        <Form.Item
          name="assignedToMachine"
          label="Assigned machine"
          // The server picks for a new task left on ALL (doc 3 §4, and the allocation Gantt).
          extra={task ? undefined : 'ALL: the nearest available machine is chosen on save'}
        >
          <Select
            aria-label="Assigned machine"
            showSearch
            options={[ANY_MACHINE, ...options.machines].map((value) => ({ value }))}
          />
        </Form.Item>
        <Form.Item name="fromLocation" label="From location">
          <Input aria-label="From location" maxLength={100} />
        </Form.Item>
        <Form.Item name="toLocation" label="To location">
          <Select
            aria-label="To location"
            showSearch
            options={locations.map((value) => ({ value }))}
          />
        </Form.Item>
        {(toLocation === SLOT || (future && ['Trailer', 'Wagon'].includes(toLocation))) && (
          <Form.Item
            name="toLocationDetails"
            label={toLocation === SLOT ? 'Slot' : `${toLocation} details`}
          >
            <Input
              aria-label={toLocation === SLOT ? 'Slot' : `${toLocation} details`}
              placeholder={toLocation === SLOT ? 'e.g. A_01_02_1' : undefined}
              maxLength={100}
            />
          </Form.Item>
        )}
        {future && (
          <Form.Item name="onPriority" valuePropName="checked">
            <Checkbox>On priority</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

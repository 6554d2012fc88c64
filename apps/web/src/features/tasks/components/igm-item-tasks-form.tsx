import type { TaskBox, TaskInput, TaskOptions } from '@yardline/domain/tasks/task.schema';
import {
  ANY_MACHINE,
  deliveryModesFor,
  locationsFor,
  SLOT,
  taskProblem,
  taskStartFor,
} from '@yardline/domain/tasks/task-rules';
import { Alert, App, Flex, Form, Input, List, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSaveTasks } from '../api/change-tasks.ts';
import { findBoxes } from '../api/task-options.ts';

interface Values {
  taskType: string;
  deliveryMode: string;
  assignedToMachine: string;
  toLocation: string;
}

/**
 * IGM:Item tasks (doc 3 §2): one task per box of the item, each starting where its box is
 * (doc 3 §4), all saved together.
 */
export function IgmItemTasksForm({
  options,
  onClose,
}: {
  options: TaskOptions;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [boxes, setBoxes] = useState<TaskBox[]>();
  const [problem, setProblem] = useState<string>();
  const save = useSaveTasks();
  const taskType = Form.useWatch('taskType', form) ?? '';
  const toLocation = Form.useWatch('toLocation', form) ?? '';

  async function search(igmItem: string) {
    setProblem(undefined);
    if (!igmItem.includes(':')) {
      setProblem('Write the IGM and the item with a colon, e.g. 2001234:1');
      return;
    }
    try {
      const found = await findBoxes({ igmItem: igmItem.trim() });
      setBoxes(found);
      if (found.length === 0) setProblem(`No box of ${igmItem} is in the yard.`);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  async function submit(values: Values) {
    const tasks: TaskInput[] = (boxes ?? []).map((box) => {
      const start = taskStartFor(box);
      return {
        containerNumber: box.number,
        taskType: values.taskType,
        deliveryMode: values.deliveryMode ?? '',
        assignedToMachine: values.assignedToMachine,
        fromLocation: start.fromLocation,
        toLocation: values.toLocation,
        // A box already planned keeps its own slot as the destination.
        toLocationDetails:
          values.toLocation === SLOT ? (start.toLocationDetails ?? undefined) : undefined,
      };
    });
    const local =
      tasks.length === 0
        ? 'Find the boxes of an IGM:Item first.'
        : tasks.map(taskProblem).find(Boolean);
    setProblem(local);
    if (local) return;
    try {
      await save.mutateAsync({ tasks });
      message.success(`${tasks.length} tasks saved.`);
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <Modal
      open
      title="Add IGM:Item tasks"
      okText="Save tasks"
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Flex vertical gap={8}>
        <Input.Search
          aria-label="IGM:Item"
          placeholder="IGM:Item, e.g. 2001234:1"
          enterButton="Find boxes"
          onSearch={search}
        />
        {boxes && boxes.length > 0 && (
          <List
            size="small"
            bordered
            aria-label="Boxes of the item"
            dataSource={boxes}
            renderItem={(box) => (
              <List.Item>
                {box.number} · {box.size}' · {box.location ?? 'not in a slot'}
              </List.Item>
            )}
          />
        )}
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ assignedToMachine: ANY_MACHINE }}
          onFinish={submit}
          requiredMark={false}
        >
          <Form.Item name="taskType" label="Task type">
            <Select
              aria-label="Task type"
              options={options.taskTypes.map((value) => ({ value }))}
            />
          </Form.Item>
          <Form.Item name="deliveryMode" label="Delivery mode">
            <Select
              aria-label="Delivery mode"
              options={deliveryModesFor(taskType, options.deliveryModes).map((value) => ({
                value,
                label: value || '(blank)',
              }))}
            />
          </Form.Item>
          <Form.Item name="assignedToMachine" label="Assigned machine">
            <Select
              aria-label="Assigned machine"
              options={[ANY_MACHINE, ...options.machines].map((value) => ({ value }))}
            />
          </Form.Item>
          <Form.Item
            name="toLocation"
            label="To location"
            extra={toLocation === SLOT ? 'Each box goes to the slot it is planned for.' : undefined}
          >
            <Select
              aria-label="To location"
              options={locationsFor(taskType, options.locations).map((value) => ({ value }))}
            />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}

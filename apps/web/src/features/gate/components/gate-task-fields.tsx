import {
  type GateInTask,
  type GateTaskRow,
  gateDeliveryModes,
} from '@yardline/domain/gate/gate-tasks';
import { Col, Form, Select } from 'antd';
import type { KeyboardEvent } from 'react';
import { useMasterLists } from '../../../api/master-list.ts';
import { useMetadata } from '../../../api/metadata.ts';

/** The task a clerk chooses for one box: nothing chosen is '' ('' and '': no task asked for). */
export interface TaskDraft {
  taskType: string;
  deliveryMode: string;
}

export const NO_TASK: TaskDraft = { taskType: '', deliveryMode: '' };

/** What the fields say when choosing nothing asks for no task. */
export const NO_TASK_PLACEHOLDER: TaskDraft = {
  taskType: 'No task',
  deliveryMode: 'Choose a task type first',
};

/** The task asked for a box, or none when the clerk chose nothing. */
export const askedTask = (draft: TaskDraft, containerNumber: string): GateInTask | undefined =>
  draft.taskType || draft.deliveryMode ? { containerNumber, ...draft } : undefined;

/** The tasks a gate call made, as the success line names them. */
export const madeTasks = (tasks: GateTaskRow[]) =>
  tasks.map((task) => `task ${task.id} ${task.taskType} for ${task.assignedToMachine}`).join(', ');

/**
 * What the task fields offer: the terminal's delivery modes (the master list) within `modes`,
 * and whether a gate-in without a chosen task makes the standard one (the metadata's
 * enableStandardTaskAtGateIn).
 */
export function useGateTaskOptions(modes: readonly string[]) {
  const [deliveryModes] = useMasterLists(['delivery-modes']);
  const standard = useMetadata().data?.enableStandardTaskAtGateIn ?? false;
  const offered = (deliveryModes?.data ?? [])
    .map((entry) => entry.name)
    .filter((name) => modes.includes(name));
  return { modes: offered, standard };
}

/**
 * One box's task: its type, then its delivery mode (doc 2 §3 gateInTasks), the modes the type
 * takes (doc 3 §4), a single one chosen for the clerk. The type's first choice is none, named by
 * what then happens (`placeholder`). Enter on a closed list sends the form, as in a text field.
 */
export function GateTaskFields({
  id,
  which,
  value,
  onChange,
  types,
  modes,
  placeholder,
  onEnter,
}: {
  /** Prefix of the two selects' ids, unique on the page. */
  id: string;
  /** Which box, as the labels say it: 'first', or its number. */
  which: string;
  value: TaskDraft;
  onChange: (next: TaskDraft) => void;
  types: readonly string[];
  modes: readonly string[];
  placeholder: TaskDraft;
  onEnter: () => void;
}) {
  const allowed = value.taskType ? gateDeliveryModes(value.taskType, modes) : [...modes];
  const chooseType = (taskType: string) => {
    if (!taskType) return onChange(NO_TASK);
    const takes = gateDeliveryModes(taskType, modes);
    const kept = takes.includes(value.deliveryMode) ? value.deliveryMode : '';
    onChange({ taskType, deliveryMode: takes.length === 1 ? (takes[0] ?? '') : kept });
  };
  // A closed list has nothing to pick: Enter sends, as it does in the form's text fields.
  const sendOnEnter = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    event.stopPropagation();
    onEnter();
  };
  const options = (list: readonly string[]) => list.map((name) => ({ value: name, label: name }));
  return (
    <>
      <Col xs={12} md={6} onKeyDownCapture={sendOnEnter}>
        <Form.Item label={`Task type (${which})`} htmlFor={`${id}-type`}>
          <Select
            id={`${id}-type`}
            showSearch={{ optionFilterProp: 'label' }}
            popupMatchSelectWidth={false}
            value={value.taskType}
            onChange={chooseType}
            // Choosing nothing is a choice too, by keyboard: no clear button to Tab through.
            options={[{ value: '', label: placeholder.taskType }, ...options(types)]}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} onKeyDownCapture={sendOnEnter}>
        <Form.Item label={`Delivery mode (${which})`} htmlFor={`${id}-mode`}>
          <Select
            id={`${id}-mode`}
            showSearch={{ optionFilterProp: 'label' }}
            popupMatchSelectWidth={false}
            placeholder={placeholder.deliveryMode}
            value={value.deliveryMode || undefined}
            onChange={(deliveryMode: string) => onChange({ ...value, deliveryMode })}
            options={options(allowed)}
          />
        </Form.Item>
      </Col>
    </>
  );
}

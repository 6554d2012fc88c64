import { CheckOutlined, SwapOutlined } from '@ant-design/icons';
import { counted } from '@yardline/domain/common/counted';
import { ANY_MACHINE } from '@yardline/domain/tasks/task-rules';
import { App, Button, Flex, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { DeleteSelected } from '../../../components/crud/delete-selected.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCompleteTasks, useDeleteTasks, useMoveTasks } from '../api/change-tasks.ts';
import { useShiftOffer } from './shift-offer.tsx';

/**
 * What a manager does to the selected tasks (doc 3 §7–§9), each after a confirmation: complete
 * them (the ones refused stay selected, with the reasons, and a buried box's task with the offer
 * of its shifting tasks), move them to a machine, delete them.
 */
export function SelectedTasksBar({
  selected,
  onSelected,
  machines,
}: {
  selected: number[];
  onSelected: (ids: number[]) => void;
  machines: readonly string[];
}) {
  const { message, modal } = App.useApp();
  const [toMachine, setToMachine] = useState<string>();
  const complete = useCompleteTasks();
  const move = useMoveTasks();
  const remove = useDeleteTasks();
  const offerShifts = useShiftOffer();
  const count = selected.length;

  async function completeSelected() {
    try {
      const answer = await complete.mutateAsync({ ids: selected });
      const refused = answer.outcomes.filter((outcome) => !outcome.completed);
      const done = answer.outcomes.length - refused.length;
      if (done > 0) message.success(`${counted(done, 'task')} completed.`);
      if (refused.length > 0) {
        const warning = modal.warning({
          title: 'Some tasks stay pending',
          content: (
            <ul>
              {refused.map(({ taskId, reason, boxesToShift }) => (
                <li key={taskId}>
                  Task {taskId}: {reason}
                  {boxesToShift?.length ? (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => {
                        warning.destroy();
                        offerShifts({
                          taskId,
                          title: reason ?? '',
                          toShift: boxesToShift.length,
                        });
                      }}
                    >
                      Create shifting tasks
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ),
        });
      }
      onSelected(refused.map((outcome) => outcome.taskId));
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <Flex gap={8} align="center" wrap role="toolbar" aria-label="Selected tasks">
      <span>{count} selected</span>
      <Popconfirm
        title={`Are you sure you want to complete the selected ${counted(count, 'task')}?`}
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
        options={[ANY_MACHINE, ...machines].map((value) => ({ value }))}
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
      <DeleteSelected
        what="tasks"
        ids={selected}
        remove={remove}
        onDeleted={() => onSelected([])}
      />
    </Flex>
  );
}

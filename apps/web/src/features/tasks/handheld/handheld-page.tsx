import { CheckOutlined, CloudSyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { counted } from '@yardline/domain/common/counted';
import type { Task } from '@yardline/domain/tasks/task.schema';
import { destinationSlot } from '@yardline/domain/tasks/task-rules';
import { Alert, Button, Card, Empty, Flex, Select, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { readStored, writeStored } from '../../../lib/local-storage.ts';
import { readAgain } from '../../../lib/read-again.ts';
import { useLiveEvents } from '../../../lib/use-live-events.ts';
import { completeTasks } from '../api/change-tasks.ts';
import { useTaskOptions } from '../api/task-options.ts';
import { tasksQueryKey, useTasks } from '../api/tasks.ts';
import { buriedTask, ShiftNotice, useShiftOffer } from '../components/shift-offer.tsx';
import { dequeue, enqueue, newKey, type QueuedCompletion, readQueue } from './completion-queue.ts';

const MACHINE_STORE = 'yardline.handheld.machine';

/** A network failure (no answer at all), as opposed to the server refusing. */
const offline = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 502;

const destination = (task: Task) =>
  task.toLocationDetails ? `${task.toLocation} ${task.toLocationDetails}` : (task.toLocation ?? '');

/**
 * Where the driver picks the box up: where it stands, unless that is already the task's slot (a
 * gate-in books the box into its slot at once), then where the task starts (the trailer).
 */
const pickUp = (task: Task) =>
  task.currentLocation && task.currentLocation !== destinationSlot(task)
    ? task.currentLocation
    : task.fromLocation;

/**
 * `/handheld`: a driver picks the machine and sees its open tasks, priority first then oldest,
 * live as they are created or moved; one tap completes a task. Taps made offline are kept on the
 * device and sent when the network returns; the ledger still decides, and the driver sees why a
 * move was refused. A task whose box has boxes on it says so and offers their shifting tasks,
 * which then come just ahead of it.
 */
export function HandheldPage() {
  const queryClient = useQueryClient();
  const options = useTaskOptions();
  const [machine, setMachine] = useState(() => readStored(MACHINE_STORE) ?? '');
  const [queue, setQueue] = useState<QueuedCompletion[]>(readQueue);
  const [notice, setNotice] = useState<{ type: 'success' | 'error' | 'info'; text: string }>();
  const offerShifts = useShiftOffer();
  const tasks = useTasks(
    {
      page: 1,
      pageSize: 25,
      terms: [],
      includeCompleted: false,
      sortBy: 'generationDate',
      sortOrder: 'asc',
      machine: machine || undefined,
    },
    false,
  );
  const refresh = useCallback(
    () => readAgain(queryClient, { queryKey: [...tasksQueryKey, 'list'] }),
    [queryClient],
  );
  useLiveEvents(['task.created', 'task.updated', 'task.completed', 'task.deleted'], refresh);

  const send = useCallback(
    async (completion: QueuedCompletion) => {
      const answer = await completeTasks({
        ids: [completion.taskId],
        machine: completion.machine,
        key: completion.key,
      });
      setQueue(dequeue(completion.taskId));
      const outcome = answer.outcomes[0];
      setNotice(
        outcome?.completed
          ? { type: 'success', text: `Task ${completion.taskId} completed.` }
          : { type: 'error', text: `Task ${completion.taskId} not completed: ${outcome?.reason}` },
      );
      refresh();
    },
    [refresh],
  );

  // Sends what was kept while offline, when the network returns (and when the page opens).
  const flush = useCallback(async () => {
    for (const completion of readQueue()) {
      try {
        await send(completion);
      } catch (error) {
        if (offline(error)) return;
        setQueue(dequeue(completion.taskId));
        setNotice({ type: 'error', text: errorMessage(error) });
      }
    }
  }, [send]);
  useEffect(() => {
    void flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);

  async function complete(task: Task) {
    const completion = { taskId: task.taskId, machine, key: newKey() };
    // Kept first: a tap is never lost, whatever happens to the request.
    setQueue(enqueue(completion));
    try {
      await send(completion);
    } catch (error) {
      if (offline(error)) {
        setNotice({
          type: 'info',
          text: `Offline: task ${task.taskId} will be sent when the network returns.`,
        });
      } else {
        setQueue(dequeue(task.taskId));
        setNotice({ type: 'error', text: errorMessage(error) });
      }
    }
  }

  const waiting = new Set(queue.map((queued) => queued.taskId));
  return (
    <Flex vertical gap={10} style={{ maxWidth: 420, margin: '0 auto' }}>
      <title>Handheld · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        My tasks
      </Typography.Title>
      <Select
        aria-label="Machine"
        placeholder="Choose your machine"
        size="large"
        value={machine || undefined}
        options={(options.data?.machines ?? []).map((value) => ({ value }))}
        onChange={(next: string) => {
          setMachine(next);
          writeStored(MACHINE_STORE, next);
        }}
      />
      {queue.length > 0 && (
        <Alert
          type="warning"
          showIcon
          icon={<CloudSyncOutlined aria-hidden />}
          title={`${counted(queue.length, 'completion')} waiting for the network`}
        />
      )}
      {notice && (
        <Alert
          type={notice.type}
          showIcon
          title={notice.text}
          closable
          onClose={() => setNotice(undefined)}
        />
      )}
      {tasks.error && <Alert type="error" showIcon title={errorMessage(tasks.error)} />}
      {machine && tasks.data?.tasks.length === 0 && <Empty description="No open tasks" />}
      {machine &&
        tasks.data?.tasks.map((task, i) => {
          const buried = buriedTask(task);
          return (
            <Card
              key={task.taskId}
              size="small"
              role="article"
              aria-label={`Task ${task.taskId} ${task.containerNumber}`}
              title={
                <Flex gap={6} align="center">
                  <span>
                    {i === 0 ? 'Next: ' : ''}
                    {task.containerNumber}
                  </span>
                  {task.onPriority && <Tag color="red">Priority</Tag>}
                </Flex>
              }
              extra={task.assignedToMachine === 'ALL' ? <Tag>any machine</Tag> : null}
            >
              <Flex vertical gap={4}>
                <span>
                  {task.taskType} · {task.deliveryMode || 'no delivery mode'}
                </span>
                <span>
                  From <strong>{pickUp(task)}</strong> to <strong>{destination(task)}</strong>
                </span>
                {task.shiftOrder !== null && task.parentTaskCtrNumber && (
                  <Typography.Text type="secondary">
                    Shift {task.shiftOrder} to clear {task.parentTaskCtrNumber}
                  </Typography.Text>
                )}
                {buried && <ShiftNotice task={buried} offer={offerShifts} />}
                <Button
                  type="primary"
                  size="large"
                  icon={<CheckOutlined aria-hidden />}
                  disabled={waiting.has(task.taskId)}
                  onClick={() => complete(task)}
                >
                  {waiting.has(task.taskId) ? 'Waiting for network' : 'Done'}
                </Button>
              </Flex>
            </Card>
          );
        })}
    </Flex>
  );
}

import { type Task, TaskOptions, TasksPage, TasksQuery } from '@yardline/domain/tasks/task.schema';
import { DELIVERY_MODES, FIXED_LOCATIONS, TASK_TYPES } from '@yardline/domain/tasks/task-rules';
import {
  type SlotHold,
  SlotHoldsAnswer,
  SlotHoldsQuery,
  STALE_HOLD_HOURS,
} from '@yardline/domain/yard/slot-holds';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';

/** An open task of box MSKU1234565 to slot A_01_02_1, on any machine; `over` changes it. */
export const openTask = (taskId: number, over: Partial<Task> = {}): Task => ({
  taskId,
  containerId: taskId,
  containerNumber: 'MSKU1234565',
  containerSize: 20,
  taskType: 'Shifting',
  deliveryMode: 'Loaded',
  fromLocation: 'A_01_01_1',
  toLocation: 'Slot',
  toLocationDetails: 'A_01_02_1',
  assignedToMachine: 'ALL',
  assignmentReason: null,
  onPriority: false,
  parentTaskId: null,
  parentTaskCtrNumber: null,
  parentTaskCtrSize: null,
  shiftOrder: null,
  source: 'tasks',
  generationDate: '2026-05-04T10:00:00.000Z',
  completionDate: null,
  currentLocation: 'A_01_01_1',
  ...over,
});

/**
 * The Tasks screen (or `path`) of an admin, listing `tasks` (none unless told), the slots `held`
 * and the yard zones `yardZones`; a test answers more calls, or these again, on the `api` it gets.
 */
export async function openTasksScreen({
  tasks = [],
  held = [],
  yardZones = [],
  path = '/tasks',
}: {
  tasks?: Task[];
  held?: SlotHold[];
  yardZones?: string[];
  path?: string;
} = {}) {
  const api = fakeApi();
  logInAs(api, 'admin');
  api
    .on('GET /rest/tasks/options', { response: TaskOptions }, () => ({
      taskTypes: [...TASK_TYPES],
      deliveryModes: [...DELIVERY_MODES],
      locations: [...FIXED_LOCATIONS],
      yardZones,
      machines: ['RS-01'],
    }))
    .on('GET /rest/tasks', { query: TasksQuery, response: TasksPage }, () => ({
      tasks,
      totalCount: tasks.length,
    }))
    .on(
      'GET /rest/yard/holds',
      { query: SlotHoldsQuery, response: SlotHoldsAnswer },
      (request) => ({
        holds: held.filter(
          (hold) =>
            request.query.olderThanHours === undefined ||
            Date.now() - Date.parse(hold.since) > request.query.olderThanHours * 3_600_000,
        ),
        staleAfterHours: STALE_HOLD_HOURS,
      }),
    );
  return { api, ...(await renderScreen(path)) };
}

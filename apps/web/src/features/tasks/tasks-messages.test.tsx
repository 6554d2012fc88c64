import { screen, within } from '@testing-library/react';
import { COUNT_CAP } from '@yardline/domain/tasks/search-count';
import {
  type Task,
  TaskBox,
  TaskBoxesQuery,
  TaskOptions,
  TasksPage,
  TasksQuery,
} from '@yardline/domain/tasks/task.schema';
import {
  DELIVERY_MODES,
  FIXED_LOCATIONS,
  TASK_MESSAGES,
  TASK_TYPES,
} from '@yardline/domain/tasks/task-rules';
import { CardUploadAnswer, CardUploadFields } from '@yardline/domain/trailers/trailer-cards.schema';
import {
  SlotHoldsAnswer,
  SlotHoldsQuery,
  STALE_HOLD_HOURS,
} from '@yardline/domain/yard/slot-holds';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';

/** An open grounding task of box CAPU000000n, made n minutes ago. */
const capTask = (n: number): Task => ({
  taskId: n,
  containerId: n,
  containerNumber: `CAPU${String(n).padStart(7, '0')}`,
  containerSize: 20,
  taskType: 'Grounding',
  deliveryMode: 'Loaded',
  fromLocation: 'A_01_01_1',
  toLocation: 'Export Zone',
  toLocationDetails: null,
  assignedToMachine: 'ALL',
  assignmentReason: null,
  onPriority: false,
  parentTaskId: null,
  parentTaskCtrNumber: null,
  parentTaskCtrSize: null,
  shiftOrder: null,
  source: 'test',
  generationDate: new Date(Date.UTC(2026, 4, 4, 10) - n * 60_000).toISOString(),
  completionDate: null,
  currentLocation: 'A_01_01_1',
});

/** The Tasks screen of an admin: no open tasks, unless a search finds them. */
async function openTasks() {
  const api = fakeApi();
  logInAs(api, 'admin');
  api
    .on('GET /rest/tasks/options', { response: TaskOptions }, () => ({
      taskTypes: [...TASK_TYPES],
      deliveryModes: [...DELIVERY_MODES],
      locations: [...FIXED_LOCATIONS],
      yardZones: ['Export Zone'],
      machines: ['RS-01'],
    }))
    .on('GET /rest/tasks', { query: TasksQuery, response: TasksPage }, () => ({
      tasks: [],
      totalCount: 0,
    }))
    .on('GET /rest/yard/holds', { query: SlotHoldsQuery, response: SlotHoldsAnswer }, () => ({
      holds: [],
      staleAfterHours: STALE_HOLD_HOURS,
    }));
  return { api, ...(await renderScreen('/tasks')) };
}

it('asks for an IGM:Item written with its colon before looking for its boxes', async () => {
  const { api, user } = await openTasks();
  api.on(
    'GET /rest/tasks/containers',
    { query: TaskBoxesQuery, response: z.array(TaskBox) },
    () => [],
  );
  await user.click(await screen.findByRole('button', { name: 'Add IGM:Item tasks' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add IGM:Item tasks' }));
  await user.type(dialog.getByLabelText('IGM:Item'), '2001234{Enter}');
  await dialog.findByText('Write the IGM and the item with a colon, e.g. 2001234:1');
  expect(api.requests('GET /rest/tasks/containers')).toEqual([]);
  await user.type(dialog.getByLabelText('IGM:Item'), ':1{Enter}');
  await dialog.findByText('No box of 2001234:1 is in the yard.');
});

it('names each refused row of a task file by its line, and saves nothing', async () => {
  const { api, user } = await openTasks();
  // As the server reads a task file: all rows or none; a row missing a field is refused by line.
  api.on(
    'POST /rest/tasks/upload',
    { multipart: true, body: CardUploadFields, response: CardUploadAnswer },
    async ({ file }) => {
      const rows = (await file?.text())?.trim().split('\n').slice(1) ?? [];
      const errors = rows.flatMap((row, i) =>
        row
          .split(',')
          .slice(0, 5)
          .some((cell) => cell.trim() === '')
          ? [{ row: i + 2, message: TASK_MESSAGES.invalidData }]
          : [],
      );
      return errors.length > 0
        ? { status: 'refused' as const, saved: 0, errors }
        : { status: 'success' as const, saved: rows.length, errors: [] };
    },
  );
  await user.click(await screen.findByRole('button', { name: 'Upload' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload tasks' });
  const file = new File(
    [
      'Container number,Task type,Delivery mode,From location,To location\n' +
        'MSKU1234565,Grounding,Loaded,A_01_01_1,Export Zone\n' +
        'MSKU1234565,,Loaded,x,Wagon\n',
    ],
    'tasks.csv',
    { type: 'text/csv' },
  );
  // biome-ignore lint/style/noNonNullAssertion: the dialog's file input
  await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, file);
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  await screen.findByText('Nothing was saved: 1 rows refused.');
  await screen.findByText(
    'Line 3: The data you provided is not valid, please try again with correct data.',
  );
});

it('says "More than 10,000 tasks" for a search counted to its cap, and still pages through it', async () => {
  const { api, user } = await openTasks();
  const pages: number[] = [];
  // As the server answers a search past the count cap: the capped total, and that there is more.
  api.on('GET /rest/tasks', { query: TasksQuery, response: TasksPage }, ({ query }) => {
    pages.push(query.skip);
    if (!query.searchText) return { tasks: [], totalCount: 0 };
    return {
      tasks: Array.from({ length: query.limit }, (_, i) => capTask(query.skip + i + 1)),
      totalCount: COUNT_CAP,
      moreThanTotal: true as const,
    };
  });
  await user.type(await screen.findByLabelText('Search tasks'), 'CAPU{Enter}');
  await screen.findByText('More than 10,000 tasks');
  const table = within(screen.getByRole('table', { name: 'Tasks' }));
  await table.findByRole('row', { name: /CAPU0000001/ });
  await user.click(screen.getByRole('listitem', { name: '2' }));
  await table.findByRole('row', { name: /CAPU0000016/ });
  await screen.findByText('More than 10,000 tasks');
});

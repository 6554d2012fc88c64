import { screen, within } from '@testing-library/react';
import { COUNT_CAP } from '@yardline/domain/tasks/search-count';
import {
  type Task,
  TaskBox,
  TaskBoxesQuery,
  TasksPage,
  TasksQuery,
} from '@yardline/domain/tasks/task.schema';
import { TASK_MESSAGES } from '@yardline/domain/tasks/task-rules';
import { CardUploadAnswer, CardUploadFields } from '@yardline/domain/trailers/trailer-cards.schema';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { openTask, openTasksScreen } from './tasks-screen.test-support.ts';

/** An open grounding task of box CAPU000000n, made n minutes ago. */
const capTask = (n: number): Task =>
  openTask(n, {
    containerNumber: `CAPU${String(n).padStart(7, '0')}`,
    taskType: 'Grounding',
    toLocation: 'Export Zone',
    toLocationDetails: null,
    source: 'test',
    generationDate: new Date(Date.UTC(2026, 4, 4, 10) - n * 60_000).toISOString(),
  });

/** The Tasks screen of an admin: no open tasks, unless a search finds them. */
const openTasks = () => openTasksScreen({ yardZones: ['Export Zone'] });

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
  await screen.findByText('Nothing was saved: 1 row refused.');
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

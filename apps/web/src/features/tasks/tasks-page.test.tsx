import { screen, within } from '@testing-library/react';
import {
  CompleteAnswer,
  SavedTasks,
  type Task,
  TaskIdsBody,
} from '@yardline/domain/tasks/task.schema';
import type { SlotHold } from '@yardline/domain/yard/slot-holds';
import { expect, it } from 'vitest';
import { openTask, openTasksScreen } from './tasks-screen.test-support.ts';

/** An open task to slot A_01_02_1, on `machine` for `reason`. */
const listed = (taskId: number, machine: string, reason: Task['assignmentReason']): Task =>
  openTask(taskId, { assignedToMachine: machine, assignmentReason: reason });

/** The Tasks screen (or `path`) of an admin, listing `tasks` (none unless told) and the slots `held`. */
const openTasks = (tasks: Task[] = [], options: { held?: SlotHold[]; path?: string } = {}) =>
  openTasksScreen({ tasks, ...options });

it('saves bulk rows only when every row is filled', async () => {
  const { api, user } = await openTasks();
  await user.click(await screen.findByRole('button', { name: 'Add bulk tasks' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add bulk tasks' }));
  await user.type(dialog.getByLabelText('Row 1 container number'), 'MSKU1234565');
  await user.click(dialog.getByRole('button', { name: 'Save all' }));
  await dialog.findByText('Every row must be filled');
  expect(api.requests('POST /rest/tasks')).toEqual([]);
});

it('shows beside each machine why the task has it', async () => {
  await openTasks([
    listed(1, 'RS-02', { kind: 'allocated', area: 'A', km: 0.08 }),
    listed(2, 'RS-01', { kind: 'nearest', km: 0.12 }),
    listed(3, 'ALL', { kind: 'none' }),
    listed(4, 'RS-03', null),
  ]);
  const table = within(await screen.findByRole('table', { name: 'Tasks' }));
  const row = async (id: number) =>
    within(
      (await table.findByRole('checkbox', { name: `Select task ${id}` })).closest(
        'tr',
      ) as HTMLElement,
    );
  expect((await row(1)).getByText('allocated to area A, 80 m')).toBeTruthy();
  expect((await row(2)).getByText('nearest, 120 m')).toBeTruthy();
  expect((await row(3)).getByText('no machine available')).toBeTruthy();
  // A task made before reasons were kept shows its machine alone.
  expect((await row(4)).getByText('RS-03')).toBeTruthy();
});

it('shows a task’s slot as held, and lists the slots held longer than a shift', async () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const holdOf = (taskId: number, location: string, since: string): SlotHold => ({
    location,
    containerId: taskId,
    holder: { kind: 'task', taskId, containerNumber: 'MSKU1234565' },
    since,
  });
  await openTasks([listed(1, 'RS-01', null), listed(2, 'RS-02', null), listed(3, 'RS-03', null)], {
    held: [holdOf(1, 'A_01_02_1', hoursAgo(2)), holdOf(2, 'A_01_03_1', hoursAgo(75))],
  });
  const table = within(await screen.findByRole('table', { name: 'Tasks' }));
  const row = async (id: number) =>
    within(
      (await table.findByRole('checkbox', { name: `Select task ${id}` })).closest(
        'tr',
      ) as HTMLElement,
    );
  expect(await (await row(1)).findByText('held')).toBeTruthy();
  expect((await row(2)).getByText('held')).toBeTruthy();
  expect((await row(3)).queryByText('held')).toBeNull();
  // Only the hold older than a shift is stale, with who holds it and for how long.
  expect(await screen.findByText('A slot has been held for more than 12 h')).toBeTruthy();
  const stale = within(screen.getByRole('list', { name: 'Stale holds' }));
  expect(stale.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'A_01_03_1: task 2 (MSKU1234565), held 3 d 3 h',
  ]);
});

/** Task 12 takes CMAU5478492 off its slot; two boxes stand on it. */
const buried: Task = {
  ...listed(12, 'RS-01', { kind: 'chosen' }),
  containerNumber: 'CMAU5478492',
  taskType: 'Export Loading',
  boxesOnTop: ['CAIU1734000', 'TGHU1234560'],
  boxesToShift: ['CAIU1734000', 'TGHU1234560'],
};
const BURIED = '2 boxes stand on CMAU5478492: CAIU1734000, TGHU1234560.';

/** The server making task 12's two shifting tasks. */
function answersShifts(api: Awaited<ReturnType<typeof openTasks>>['api']) {
  api.on('POST /rest/tasks/:id/shifts', { response: SavedTasks }, ({ params }) => ({
    status: 'success' as const,
    tasks:
      buried.boxesOnTop?.map((number, i) => ({
        ...listed(20 + i, 'RS-01', { kind: 'chosen' }),
        containerNumber: number,
        parentTaskId: Number(params.id),
        shiftOrder: i + 1,
      })) ?? [],
  }));
}

it("says what stands on a task's box and offers its shifting tasks", async () => {
  const { api, user } = await openTasks([buried]);
  answersShifts(api);
  const table = within(await screen.findByRole('table', { name: 'Tasks' }));
  expect(await table.findByText(BURIED)).toBeTruthy();
  await user.click(table.getByRole('button', { name: 'Create shifting tasks for task 12' }));
  const offer = within(await screen.findByRole('dialog', { name: BURIED }));
  expect(
    offer.getByText(/Create 2 shifting tasks ahead of task 12, for its machine\?/),
  ).toBeTruthy();
  await user.click(offer.getByRole('button', { name: 'Create shifting tasks' }));
  expect(await screen.findByText('2 shifting tasks created ahead of task 12.')).toBeTruthy();
  expect(api.requests('POST /rest/tasks/12/shifts')).toHaveLength(1);
});

it('completing a buried task stays pending with the reason, and offers its shifting tasks', async () => {
  const { api, user } = await openTasks([buried]);
  answersShifts(api);
  api.on('POST /rest/tasks/complete', { body: TaskIdsBody, response: CompleteAnswer }, () => ({
    outcomes: [
      {
        taskId: 12,
        completed: false,
        reason: BURIED,
        moves: [],
        boxesOnTop: buried.boxesOnTop,
        boxesToShift: buried.boxesToShift,
      },
    ],
  }));
  await user.click(await screen.findByRole('checkbox', { name: 'Select task 12' }));
  await user.click(screen.getByRole('button', { name: 'Complete' }));
  const question = await screen.findByRole('tooltip');
  await user.click(within(question).getByRole('button', { name: 'Complete' }));
  const pending = within(await screen.findByRole('dialog', { name: 'Some tasks stay pending' }));
  expect(pending.getByText(`Task 12: ${BURIED}`, { exact: false })).toBeTruthy();
  await user.click(pending.getByRole('button', { name: 'Create shifting tasks' }));
  const offer = within(await screen.findByRole('dialog', { name: BURIED }));
  await user.click(offer.getByRole('button', { name: 'Create shifting tasks' }));
  expect(await screen.findByText('2 shifting tasks created ahead of task 12.')).toBeTruthy();
  expect(api.requests('POST /rest/tasks/12/shifts')).toHaveLength(1);
});

it('once its shifting tasks are made, a buried task says so and offers nothing more', async () => {
  await openTasks([{ ...buried, boxesToShift: [] }]);
  const table = within(await screen.findByRole('table', { name: 'Tasks' }));
  expect(await table.findByText(BURIED)).toBeTruthy();
  expect(table.getByText('Their shifting tasks are made: they come first.')).toBeTruthy();
  expect(table.queryByRole('button', { name: 'Create shifting tasks for task 12' })).toBeNull();
});

it("the driver's handheld says what stands on the box, offers the shifts and shows each shift's place", async () => {
  window.localStorage.setItem('yardline.handheld.machine', 'RS-01');
  const shift: Task = {
    ...listed(20, 'RS-01', { kind: 'chosen' }),
    containerNumber: 'CAIU1734000',
    parentTaskId: 12,
    parentTaskCtrNumber: 'CMAU5478492',
    shiftOrder: 1,
  };
  const { api, user } = await openTasks([shift, { ...buried, boxesToShift: ['TGHU1234560'] }], {
    path: '/handheld',
  });
  answersShifts(api);
  const job = within(await screen.findByRole('article', { name: 'Task 12 CMAU5478492' }));
  expect(job.getByText(BURIED)).toBeTruthy();
  const first = within(screen.getByRole('article', { name: 'Task 20 CAIU1734000' }));
  expect(first.getByText('Shift 1 to clear CMAU5478492')).toBeTruthy();
  await user.click(job.getByRole('button', { name: 'Create shifting tasks for task 12' }));
  const offer = within(await screen.findByRole('dialog', { name: BURIED }));
  expect(offer.getByText(/Create 1 shifting task ahead of task 12/)).toBeTruthy();
  await user.click(offer.getByRole('button', { name: 'Create shifting tasks' }));
  await screen.findByText('2 shifting tasks created ahead of task 12.');
  expect(api.requests('POST /rest/tasks/12/shifts')).toHaveLength(1);
});

import { TASK_MESSAGES } from '@yardline/domain/tasks/task-rules';
import { describe, expect, it } from 'vitest';
import { useGateApp } from '../../../test/support/gate-app.ts';

const g = useGateApp();
const { t, cookies } = g;

describe('ITV tasks', () => {
  const itvTask = (number: string, over: Record<string, unknown> = {}) => ({
    containerNumber: number,
    taskType: 'Offloading',
    trailer: 'MH04AB1234',
    fromLocation: 'Trailer',
    toLocation: 'Slot',
    toLocationDetails: 'A_01_01_1',
    ...over,
  });
  const saveItv = (tasks: unknown[], role = 'operator') =>
    t.request('POST', '/rest/itv-tasks', { cookie: cookies[role], body: { tasks } });

  it('saves, finds, lists, edits and deletes; needs every field; refuses duplicates as an itv task', async () => {
    const number = g.newNumber();
    await g.gatedIn(number);
    const created = await saveItv([itvTask(number)]);
    expect(created.statusCode, created.body).toBe(200);
    const task = created.json().tasks[0];
    expect(task).toMatchObject({ containerNumber: number, size: 20, trailer: 'MH04AB1234' });
    expect(task.ctrId).not.toBeNull();

    const again = await saveItv([itvTask(number)]);
    expect(again.json()).toMatchObject({
      statusCode: 409,
      message:
        'Another itv task already exist with same task type, container number, from and to locations',
    });
    const noTrailer = await saveItv([itvTask(number, { trailer: '' })]);
    expect(noTrailer.json()).toMatchObject({ statusCode: 400, message: TASK_MESSAGES.invalidData });

    const found = await t.request(
      'GET',
      `/rest/itv-tasks/find?containerNumber=${number}&taskType=Offloading&from=Trailer&to=Slot`,
      { cookie: cookies.operator },
    );
    expect(found.json().task).toMatchObject({ taskId: task.taskId });
    const listed = await t.request('GET', `/rest/itv-tasks?searchText=${number}&skip=0&limit=15`, {
      cookie: cookies.admin,
    });
    expect(listed.json()).toMatchObject({ totalCount: 1 });
    const edited = await saveItv([itvTask(number, { taskId: task.taskId, trailer: 'MH04ZZ9999' })]);
    expect(edited.json().tasks[0]).toMatchObject({ taskId: task.taskId, trailer: 'MH04ZZ9999' });
    expect(
      (
        await t.request('GET', `/rest/itv-tasks/${task.taskId}`, { cookie: cookies.operator })
      ).json(),
    ).toMatchObject({ trailer: 'MH04ZZ9999' });
    expect(
      (await t.request('GET', '/rest/itv-tasks/types', { cookie: cookies.operator })).json(),
    ).toContain('Offloading');
    expect(
      (await t.request('GET', '/rest/itv-tasks/itvs', { cookie: cookies.operator })).statusCode,
    ).toBe(200);
    const removed = await t.request('DELETE', `/rest/itv-tasks?ids=${task.taskId}`, {
      cookie: cookies.operator,
    });
    expect(removed.json()).toEqual({ status: 'success', count: 1 });
    expect((await saveItv([itvTask(number)], 'manager')).statusCode).toBe(403);
  });
});

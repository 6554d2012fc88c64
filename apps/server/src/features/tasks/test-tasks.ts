import { expect } from 'vitest';
import type { useGateApp } from '../../../test/support/gate-app.ts';
import { useEventStream } from '../../../test/support/use-event-stream.ts';

// What the tasks API tests share: a task as the form sends it, the calls, the event stream.

/** A Shifting task on RS-01 to slot B_01_02_1, as the task form sends it, unless told. */
export const task = (number: string, over: Record<string, unknown> = {}) => ({
  containerNumber: number,
  taskType: 'Shifting',
  deliveryMode: 'Loaded',
  fromLocation: 'Slot',
  toLocation: 'Slot',
  toLocationDetails: 'B_01_02_1',
  assignedToMachine: 'RS-01',
  ...over,
});

/**
 * Saves and completes tasks on the gate's test app (as the operator unless told), and opens an
 * event stream as the operator before the file's tests; `stream.next` reads it.
 */
export function useTasks(g: ReturnType<typeof useGateApp>) {
  const { t, cookies } = g;

  const save = (tasks: unknown[], role = 'operator', bulk = false) =>
    t.request('POST', '/rest/tasks', { cookie: cookies[role], body: { tasks, bulk } });

  async function saved(tasks: unknown[]) {
    const response = await save(tasks);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().tasks as { taskId: number; containerId: number | null }[];
  }

  const complete = (ids: number[], role = 'operator', machine?: string) =>
    t.request('POST', '/rest/tasks/complete', {
      cookie: cookies[role],
      body: { ids: ids.join(','), ...(machine ? { machine } : {}) },
    });

  const stream = useEventStream(t, () => cookies.operator);

  return { save, saved, complete, stream };
}

import { describe, expect, it } from 'vitest';
import { SHIFTING, shiftingTasks } from './shifting.ts';
import { TASK_MESSAGES, taskProblem } from './task-rules.ts';

const parent = {
  taskId: 12,
  deliveryMode: 'ForkLift',
  assignedToMachine: 'RS-01',
  onPriority: false,
};

describe('TASK_MESSAGES.buried', () => {
  it("names the boxes on top in a clerk's words, top first", () => {
    expect(TASK_MESSAGES.buried('CMAU5478492', ['CAIU1734000', 'TGHU1234560'])).toBe(
      '2 boxes stand on CMAU5478492: CAIU1734000, TGHU1234560.',
    );
    expect(TASK_MESSAGES.buried('CMAU5478492', ['CAIU1734000'])).toBe(
      '1 box stands on CMAU5478492: CAIU1734000.',
    );
  });
});

describe('shiftingTasks', () => {
  it('makes one Slot move per box, top box first, on the machine of the task they clear', () => {
    const tasks = shiftingTasks(parent, [
      { number: 'TGHU1234560', from: 'A_01_01_2', to: 'A_02_01_1', order: 2 },
      { number: 'CAIU1734000', from: 'A_01_01_3', to: 'A_02_02_1', order: 1 },
    ]);
    expect(tasks).toEqual([
      {
        containerNumber: 'CAIU1734000',
        taskType: SHIFTING,
        deliveryMode: 'ForkLift',
        assignedToMachine: 'RS-01',
        fromLocation: 'A_01_01_3',
        toLocation: 'Slot',
        toLocationDetails: 'A_02_02_1',
        onPriority: false,
        parentTaskId: 12,
        shiftOrder: 1,
      },
      expect.objectContaining({ containerNumber: 'TGHU1234560', shiftOrder: 2 }),
    ]);
    // Each is a task the form's rules accept.
    for (const task of tasks) expect(taskProblem(task)).toBeUndefined();
  });

  it("takes the task's priority, and a delivery mode even when the task has none", () => {
    const [shift] = shiftingTasks({ ...parent, deliveryMode: '', onPriority: true }, [
      { number: 'CAIU1734000', from: 'A_01_01_2', to: 'A_02_01_1', order: 1 },
    ]);
    expect(shift).toMatchObject({ deliveryMode: 'Loaded', onPriority: true });
    expect(taskProblem(shift ?? {})).toBeUndefined();
  });
});

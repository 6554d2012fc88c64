import { describe, expect, it } from 'vitest';
import { DELIVERY_MODES, TASK_TYPES } from '../tasks/task-rules.ts';
import {
  GATE_DELIVERY_MODES,
  GATE_TASK_TYPES,
  GateInTask,
  gateDeliveryModes,
  gateTaskProblem,
  gateTasksProblem,
  STANDARD_GATE_TASK,
  taskBoxIndex,
  VEHICLE_DELIVERY_MODES,
  VEHICLE_TASK_TYPES,
} from './gate-tasks.ts';

const task = (over: Record<string, unknown> = {}) => GateInTask.parse(over);
const GATE = { types: GATE_TASK_TYPES, modes: GATE_DELIVERY_MODES };

describe('the tasks a gate makes', () => {
  it('are task types and delivery modes of the yard (doc 2 §9)', () => {
    for (const type of [...GATE_TASK_TYPES, ...VEHICLE_TASK_TYPES]) {
      expect(TASK_TYPES).toContain(type);
    }
    for (const mode of [...GATE_DELIVERY_MODES, ...VEHICLE_DELIVERY_MODES]) {
      expect(DELIVERY_MODES).toContain(mode);
    }
  });

  it('make the standard task one a gate-in may ask for: Offloading from the trailer to the slot', () => {
    expect(STANDARD_GATE_TASK).toEqual({
      taskType: 'Offloading',
      deliveryMode: 'Loaded',
      fromLocation: 'Trailer',
      toLocation: 'Slot',
    });
    expect(gateTaskProblem(STANDARD_GATE_TASK, 1, GATE.types, GATE.modes)).toBeUndefined();
  });
});

describe('gateDeliveryModes', () => {
  it("keeps doc 3 §4's rule within the modes offered, never blank", () => {
    expect(gateDeliveryModes('Offloading', GATE_DELIVERY_MODES)).toEqual([
      'Loaded',
      'ForkLift',
      'Crane de-stuff',
      'Labour',
    ]);
    expect(gateDeliveryModes('Weighbridge', GATE_DELIVERY_MODES)).toEqual(['Loaded']);
    expect(gateDeliveryModes('Export Loading', VEHICLE_DELIVERY_MODES)).toEqual(['Export Out']);
    expect(gateDeliveryModes('Empty Loading', VEHICLE_DELIVERY_MODES)).toEqual(['Empty Out']);
    // A terminal whose delivery-modes list lacks a mode is not offered it.
    expect(gateDeliveryModes('Grounding', ['Loaded', 'Labour'])).toEqual(['Loaded', 'Labour']);
    expect(gateDeliveryModes('Export Loading', ['Loaded'])).toEqual([]);
  });
});

describe('taskBoxIndex', () => {
  const numbers = ['MSKU1234565', 'MSCU1234569'];
  it('finds the box a task names, spaces and case aside', () => {
    expect(taskBoxIndex(task({ containerNumber: 'mscu 123456 9' }), 0, numbers)).toBe(1);
    expect(taskBoxIndex(task({ containerNumber: 'CMAU1234560' }), 0, numbers)).toBe(-1);
  });
  it('takes a task naming none for the box at its place, else the first', () => {
    expect(taskBoxIndex(task(), 1, numbers)).toBe(1);
    expect(taskBoxIndex(task(), 2, numbers)).toBe(0);
    expect(taskBoxIndex(task(), 0, [])).toBe(-1);
  });
});

describe('gateTaskProblem', () => {
  it.each([
    [{}, 'Choose task type for generated task for container 2'],
    [{ taskType: 'Offloading' }, 'Choose delivery mode for generated task for container 2'],
    [
      { taskType: 'Export Loading', deliveryMode: 'Export Out' },
      'Task type Export Loading is not made here: choose Grounding, Offloading, Weighbridge, Examination.',
    ],
    [
      { taskType: 'Grounding', deliveryMode: 'Export Out' },
      'Delivery mode Export Out does not go with Grounding: choose Loaded, ForkLift, Crane de-stuff, Labour.',
    ],
    [{ taskType: 'Examination', deliveryMode: 'Crane de-stuff' }, undefined],
  ])('%j → %s', (over, message) => {
    expect(gateTaskProblem(task(over), 2, GATE.types, GATE.modes)).toBe(message);
  });
});

describe('gateTasksProblem', () => {
  it('checks each task for its box, in order', () => {
    const numbers = ['MSKU1234565', 'MSCU1234569'];
    expect(
      gateTasksProblem(
        [
          task({ containerNumber: 'MSCU1234569', taskType: 'Offloading', deliveryMode: 'Loaded' }),
          task({ containerNumber: 'MSKU1234565' }),
        ],
        numbers,
        GATE,
      ),
    ).toBe('Choose task type for generated task for container 1');
    expect(gateTasksProblem([task({ containerNumber: 'CMAU1234560' })], numbers, GATE)).toBe(
      "CMAU1234560 is not one of this truck's containers.",
    );
    expect(gateTasksProblem([task({ taskType: 'Offloading' })], [], GATE)).toBe(
      'Enter the containers the truck comes for before choosing their tasks.',
    );
    expect(gateTasksProblem([], [], GATE)).toBeUndefined();
  });
});

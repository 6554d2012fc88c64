import { describe, expect, it } from 'vitest';
import {
  bulkProblem,
  containerNumberOf,
  DELIVERY_MODES,
  deliveryModesFor,
  destinationSlot,
  duplicateProblem,
  futureTaskProblem,
  itvTaskProblem,
  joinSearchTerms,
  locationsFor,
  repeatedIndex,
  sameTask,
  splitSearchTerms,
  TASK_MESSAGES,
  taskProblem,
  taskSkip,
  taskStartFor,
  tasksRefreshMs,
} from './task-rules.ts';

const LOCATIONS = [
  'Slot',
  'Trailer',
  'Wagon',
  'Export Zone',
  'Chasis 10',
  'Chasis 2',
  'Chasis 1',
  'LCL 1',
  'Import Zone',
];

const task = {
  containerNumber: 'MSCU1234565',
  taskType: 'Grounding',
  deliveryMode: 'Loaded',
  assignedToMachine: 'ALL',
  fromLocation: 'Trailer',
  toLocation: 'Slot',
  toLocationDetails: 'A_01_01_1',
};

describe('search terms', () => {
  it("joins the terms with '&*' and splits them back", () => {
    expect(joinSearchTerms(['MSCU', ' Grounding ', ''])).toBe('MSCU&*Grounding');
    expect(splitSearchTerms('MSCU&*Grounding&* ')).toEqual(['MSCU', 'Grounding']);
    expect(splitSearchTerms('')).toEqual([]);
  });
});

describe('containerNumberOf', () => {
  it('takes the first 11 characters of the chosen text', () => {
    expect(containerNumberOf('MSCU1234565 (A_01_01_1)')).toBe('MSCU1234565');
    expect(containerNumberOf(' mscu1234565')).toBe('MSCU1234565');
    expect(containerNumberOf('MSCU12')).toBe('MSCU12');
  });
});

describe('delivery modes and locations by task type (doc 3 §4)', () => {
  it('export loading: Export Out to a Trailer', () => {
    expect(deliveryModesFor('Export Loading', DELIVERY_MODES)).toEqual(['Export Out']);
    expect(locationsFor('export loading', LOCATIONS)).toEqual(['Trailer']);
  });
  it('empty loading: Empty Out to a Trailer', () => {
    expect(deliveryModesFor('Empty Loading', DELIVERY_MODES)).toEqual(['Empty Out']);
    expect(locationsFor('Empty Loading', LOCATIONS)).toEqual(['Trailer']);
  });
  it('empty placement: the four modes, Export Zone and the Chasis locations by number', () => {
    expect(deliveryModesFor('Empty Placement', DELIVERY_MODES)).toEqual([
      'Labour',
      'ForkLift',
      'Crane',
      'Manual',
    ]);
    expect(locationsFor('Empty Placement', LOCATIONS)).toEqual([
      'Export Zone',
      'Chasis 1',
      'Chasis 2',
      'Chasis 10',
    ]);
  });
  it('lcl placement: the four modes, LCL and Chasis locations', () => {
    expect(deliveryModesFor('LCL Placement', DELIVERY_MODES)).toHaveLength(4);
    expect(locationsFor('LCL Placement', LOCATIONS)).toEqual([
      'Chasis 1',
      'LCL 1',
      'Chasis 2',
      'Chasis 10',
    ]);
  });
  it('weighbridge: Loaded or blank; other types show all', () => {
    expect(deliveryModesFor('Weighbridge', DELIVERY_MODES)).toEqual(['Loaded', '']);
    expect(deliveryModesFor('Grounding', DELIVERY_MODES)).toEqual([...DELIVERY_MODES]);
    expect(locationsFor('Grounding', LOCATIONS)).toEqual(LOCATIONS);
  });
});

describe('taskStartFor (doc 3 §4)', () => {
  it('a planned box is an Offloading from the Trailer to its slot', () => {
    expect(taskStartFor({ number: 'X', location: 'A_01_01_1', planned: true })).toEqual({
      taskType: 'Offloading',
      fromLocation: 'Trailer',
      toLocation: 'Slot',
      toLocationDetails: 'A_01_01_1',
    });
  });
  it('a box with no location too, with no slot chosen yet', () => {
    expect(taskStartFor({ number: 'X', location: null, planned: false })).toEqual({
      taskType: 'Offloading',
      fromLocation: 'Trailer',
      toLocation: 'Slot',
    });
  });
  it('otherwise the task starts from the current slot', () => {
    expect(taskStartFor({ number: 'X', location: 'B_02_03_2', planned: false })).toEqual({
      fromLocation: 'B_02_03_2',
    });
  });
});

describe('taskProblem (doc 3 §5)', () => {
  it('accepts a full task', () => {
    expect(taskProblem(task)).toBeUndefined();
  });
  it.each([
    'containerNumber',
    'taskType',
    'deliveryMode',
    'assignedToMachine',
    'fromLocation',
    'toLocation',
  ] as const)('needs %s', (field) => {
    expect(taskProblem({ ...task, [field]: ' ' })).toBe(TASK_MESSAGES.invalidData);
  });
  it('a Slot destination needs a slot', () => {
    expect(taskProblem({ ...task, toLocationDetails: '' })).toBe(TASK_MESSAGES.chooseSlot);
    expect(taskProblem({ ...task, toLocation: 'Export Zone', toLocationDetails: '' })).toBe(
      undefined,
    );
  });
  it('a weighbridge task may have a blank delivery mode', () => {
    expect(taskProblem({ ...task, taskType: 'Weighbridge', deliveryMode: '' })).toBeUndefined();
  });
});

describe('futureTaskProblem (doc 1 §5)', () => {
  it('checks the number format first, word for word', () => {
    expect(futureTaskProblem({ ...task, containerNumber: 'MSC1234565' })).toBe(
      'The container number you provided is not valid, please try again with an accurate container number.',
    );
  });
  it('then every field', () => {
    expect(futureTaskProblem({ ...task, taskType: '' })).toBe(
      'The data you provided is not valid, please try again with correct data.',
    );
  });
  it('a Trailer or Wagon destination needs its details', () => {
    expect(futureTaskProblem({ ...task, toLocation: 'Trailer', toLocationDetails: '' })).toBe(
      TASK_MESSAGES.locationDetails('Trailer'),
    );
    expect(futureTaskProblem(task)).toBeUndefined();
  });
});

describe('bulkProblem (doc 3 §5)', () => {
  it('every row must be filled', () => {
    expect(bulkProblem([task, { ...task, deliveryMode: '' }])).toBe('Every row must be filled');
    expect(bulkProblem([])).toBe('Every row must be filled');
    expect(bulkProblem([task, task])).toBeUndefined();
  });
});

describe('duplicates (doc 3 §5)', () => {
  const key = {
    containerNumber: 'MSCU1234565',
    taskType: 'Grounding',
    fromLocation: 'Trailer',
    toLocation: 'Slot',
  };
  it('compares container number, task type, from and to', () => {
    expect(sameTask(key, { ...key, taskType: 'grounding ' })).toBe(true);
    expect(sameTask(key, { ...key, toLocation: 'Export Zone' })).toBe(false);
    expect(sameTask(key, { ...key, containerNumber: 'MSCU1234565 (A_01_01_1)' })).toBe(true);
  });
  it('answers the task and the itv task message word for word', () => {
    expect(duplicateProblem(key, [key])).toBe(
      'Another task already exist with same task type, container number, from and to locations',
    );
    expect(duplicateProblem(key, [key], 'itv')).toBe(
      'Another itv task already exist with same task type, container number, from and to locations',
    );
    expect(duplicateProblem(key, [])).toBeUndefined();
  });
  it('finds a list repeating itself', () => {
    expect(repeatedIndex([key, { ...key, taskType: 'Offloading' }, key])).toBe(2);
    expect(repeatedIndex([key])).toBe(-1);
  });
});

describe('paging and refresh (doc 3 §9)', () => {
  it('tasks skip (page-1)·size', () => {
    expect(taskSkip(1, 20)).toBe(0);
    expect(taskSkip(3, 20)).toBe(40);
  });
  it('refresh only in the enterprise edition and above 30 s', () => {
    expect(tasksRefreshMs(true, 31)).toBe(31_000);
    expect(tasksRefreshMs(true, 30)).toBe(false);
    expect(tasksRefreshMs(false, 60)).toBe(false);
  });
});

describe('itvTaskProblem (doc 3 §5)', () => {
  const itv = {
    containerNumber: 'MSCU1234565',
    taskType: 'Offloading',
    trailer: 'MH04AB1234',
    fromLocation: 'Trailer',
    toLocation: 'Slot',
  };
  it('needs container number, task type, trailer, from and to', () => {
    expect(itvTaskProblem(itv)).toBeUndefined();
    for (const field of Object.keys(itv)) {
      expect(itvTaskProblem({ ...itv, [field]: '' })).toBe(TASK_MESSAGES.invalidData);
    }
  });
});

describe('destinationSlot', () => {
  it('is the slot of a Slot destination, or a slot key written as the destination', () => {
    expect(destinationSlot({ toLocation: 'Slot', toLocationDetails: ' A_01_02_1 ' })).toBe(
      'A_01_02_1',
    );
    expect(destinationSlot({ toLocation: 'slot', toLocationDetails: 'C_01_01_1,C_01_02_1' })).toBe(
      'C_01_01_1,C_01_02_1',
    );
    expect(destinationSlot({ toLocation: 'B_01_01_2' })).toBe('B_01_01_2');
  });

  it('is undefined for a trailer, a zone, or a Slot without a slot key', () => {
    expect(destinationSlot({ toLocation: 'Trailer', toLocationDetails: 'MH04' })).toBeUndefined();
    expect(destinationSlot({ toLocation: 'Export Zone' })).toBeUndefined();
    expect(destinationSlot({ toLocation: 'Slot', toLocationDetails: '' })).toBeUndefined();
    expect(destinationSlot({ toLocation: 'Slot', toLocationDetails: 'nowhere' })).toBeUndefined();
    expect(destinationSlot({ toLocation: null })).toBeUndefined();
  });
});

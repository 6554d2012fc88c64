import { describe, expect, it } from 'vitest';
import { makeContainerNumber } from '../containers/container-number.ts';
import { TASK_MESSAGES } from '../tasks/task-rules.ts';
import {
  GateInBody,
  gateInProblem,
  isGateInSuccess,
  isInvalidNumberStatus,
  GATE_IN_MESSAGES as M,
} from './gate-in.ts';

const A = makeContainerNumber('MSK', 'U', 123456);
const B = makeContainerNumber('MSK', 'U', 654321);

const box = (over: Record<string, unknown> = {}) => ({
  tagId: '12345678',
  containerNumber: A,
  gateInPurpose: 'Import',
  containerSize: '20',
  containerType: 'GP',
  ...over,
});
const single = (over: Record<string, unknown> = {}, first: Record<string, unknown> = {}) =>
  GateInBody.parse({
    container1Data: box(first),
    trailerNumber: 'MH04AB1234',
    trailerTag1: 'TRL00001',
    ...over,
  });
const double = (second: Record<string, unknown> = {}, first: Record<string, unknown> = {}) =>
  single({ container2Data: box({ containerNumber: B, tagId: '87654321', ...second }) }, first);

describe('gateInProblem', () => {
  it('passes a complete single and double offloading', () => {
    expect(gateInProblem(single())).toBeUndefined();
    expect(gateInProblem(single({}, { containerSize: '40' }))).toBeUndefined();
    expect(gateInProblem(double())).toBeUndefined();
  });

  it('wants data for the first box', () => {
    expect(gateInProblem(GateInBody.parse({ trailerNumber: 'X' }))).toBe(M.insufficientData);
    expect(gateInProblem(GateInBody.parse({ container2Data: box() }))).toBe(M.insufficientData);
  });

  it.each([
    [{ gateInPurpose: '' }, 'Choose gate-in type for container'],
    [{ containerNumber: 'MSKU12345' }, 'Enter correct number for first container'],
    [{ containerNumber: '' }, 'Enter correct number for first container'],
    [{ tagId: '1234567' }, 'Enter correct tag for first container'],
    [{ tagId: 'abcdefgh' }, 'Enter correct tag for first container'],
    [{ containerSize: '' }, 'Choose size for first container'],
    [{ containerSize: '45' }, 'Choose size for first container'],
  ])('first box %j → %s', (over, message) => {
    expect(gateInProblem(single({}, over))).toBe(message);
  });

  it.each([
    [{ gateInPurpose: '' }, 'Choose gate-in type for second container'],
    [{ containerNumber: 'X' }, 'Enter correct number for second container'],
    [{ tagId: '' }, 'Enter correct tag for second container'],
    [{ containerSize: '40' }, M.doubleTwenties],
    [{ containerNumber: A }, 'Container numbers for both containers can not be same'],
    [{ containerNumber: A.toLowerCase() }, 'Container numbers for both containers can not be same'],
    [{ tagId: '12345678' }, 'Tag numbers for both containers can not be same'],
  ])('second box %j → %s', (over, message) => {
    expect(gateInProblem(double(over))).toBe(message);
  });

  it('lets two boxes share a placeholder tag', () => {
    expect(gateInProblem(double({ tagId: 'Refer Tag' }, { tagId: 'Refer Tag' }))).toBeUndefined();
    expect(gateInProblem(double({ tagId: 'DummyTag' }, { tagId: 'DummyTag' }))).toBeUndefined();
  });

  it('checks a check digit only on the server', () => {
    const wrongDigit = `${A.slice(0, 10)}${(Number(A[10]) + 1) % 10}`;
    expect(gateInProblem(single({}, { containerNumber: wrongDigit }))).toBeUndefined();
  });

  it.each([
    [{ trailerNumber: '' }, 'Enter trailer number'],
    [{ trailerTag1: '' }, 'Enter correct trailer tag'],
    [{ trailerTag1: 'TRL0001' }, 'Trailer tag should be of 8 characters'],
    [
      { gateInTasks: [{ containerNumber: A, deliveryMode: 'Loaded' }] },
      'Choose task type for generated task for container 1',
    ],
    [
      { planningGeneratedTasks: [{ containerNumber: A, taskType: 'Offloading' }] },
      'Choose delivery mode for generated task for container 1',
    ],
    [
      { gateInTasks: [{ containerNumber: B, taskType: 'Grounding', deliveryMode: 'Loaded' }] },
      `${B} is not one of this truck's containers.`,
    ],
    [
      { gateInTasks: [{ taskType: 'Shifting', deliveryMode: 'Loaded' }] },
      'Task type Shifting is not made here: choose Grounding, Offloading, Weighbridge, Examination.',
    ],
    [
      { gateInTasks: [{ taskType: 'Weighbridge', deliveryMode: 'Labour' }] },
      'Delivery mode Labour does not go with Weighbridge: choose Loaded.',
    ],
    [
      {
        gateInTasks: [{ taskType: 'Offloading', deliveryMode: 'Loaded' }],
        planningGeneratedTasks: [{ taskType: 'Offloading', deliveryMode: 'Labour' }],
      },
      'Another task already exist with same task type, container number, from and to locations',
    ],
  ])('truck %j → %s', (over, message) => {
    expect(gateInProblem(single(over))).toBe(message);
  });

  it("names the box a task is for: by its number, else by the task's place", () => {
    const tasks = (list: Record<string, unknown>[]) =>
      GateInBody.parse({ ...double(), gateInTasks: list });
    const second = { ...double(), gateInTasks: [{ containerNumber: B, taskType: 'Offloading' }] };
    expect(gateInProblem(GateInBody.parse(second))).toBe(
      'Choose delivery mode for generated task for container 2',
    );
    expect(
      gateInProblem(
        tasks([{ taskType: 'Grounding', deliveryMode: 'Loaded' }, { taskType: 'Offloading' }]),
      ),
    ).toBe('Choose delivery mode for generated task for container 2');
    // Two tasks of one box are two tasks, unless they are the same one.
    expect(
      gateInProblem(
        tasks([
          { containerNumber: A, taskType: 'Weighbridge', deliveryMode: 'Loaded' },
          { containerNumber: A, taskType: 'Grounding', deliveryMode: 'Loaded' },
        ]),
      ),
    ).toBeUndefined();
    // A planning task goes to the slot whatever it says: the same as a chosen one to the slot.
    expect(
      gateInProblem(
        GateInBody.parse({
          ...single(),
          gateInTasks: [{ taskType: 'Offloading', deliveryMode: 'Loaded' }],
          planningGeneratedTasks: [
            { taskType: 'Offloading', deliveryMode: 'Loaded', toLocation: 'Examination Zone' },
          ],
        }),
      ),
    ).toBe(TASK_MESSAGES.duplicate);
  });

  it('reports in the order the form is filled', () => {
    const body = single({ trailerNumber: '' }, { gateInPurpose: '', tagId: '' });
    expect(gateInProblem(body)).toBe(M.chooseType);
  });
});

describe('GateInBody', () => {
  it('refuses control characters and overlong text with a 400-able error', () => {
    expect(GateInBody.safeParse({ trailerNumber: 'a\u0000' }).success).toBe(false);
    expect(GateInBody.safeParse({ container1Data: { tagId: 'x'.repeat(21) } }).success).toBe(false);
    expect(GateInBody.safeParse({ gateInTasks: [{}, {}, {}] }).success).toBe(false);
  });

  it('trims what the clerk typed', () => {
    expect(single({ trailerNumber: '  MH04 ' }).trailerNumber).toBe('MH04');
  });
});

describe('answers', () => {
  it('reads success and the invalid-number status', () => {
    expect(isGateInSuccess('TRSuccess')).toBe(true);
    expect(isGateInSuccess('success')).toBe(true);
    expect(isGateInSuccess('Invalid container number X')).toBe(false);
    expect(isInvalidNumberStatus(M.invalidNumber('MSKU1234560'))).toBe(true);
    expect(M.confirmInvalid(M.invalidNumber('MSKU1234560'))).toBe(
      'Invalid container number MSKU1234560! Do you still want to gate-in this container?',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { truckContainers, VehicleGateInBody, vehicleGateInProblem } from './vehicle-gate-in.ts';

const truck = (over: Record<string, unknown> = {}) =>
  VehicleGateInBody.parse({
    gateInType: 'Loaded Delivery',
    trailerNumber: 'MH04AB1234',
    trailerTag: 'TRL00001',
    ...over,
  });

describe('vehicleGateInProblem', () => {
  it.each([
    [{ gateInType: '' }, 'Choose gate-in type for vehicle'],
    [{ trailerNumber: '' }, 'Enter trailer number'],
    [{ trailerTag: '' }, 'Enter trailer tag'],
    [{ trailerTag: 'TRL1' }, 'Trailer tag should be of 8 characters'],
    [
      {
        containerNumbers: 'MSKU1234565, MSCU1234569',
        gateInTasks: [{ containerNumber: 'MSCU1234569', deliveryMode: 'Export Out' }],
      },
      'Choose task type for generated task for container 2',
    ],
    [
      {
        containerNumbers: 'MSKU1234565',
        gateInTasks: [{ containerNumber: 'MSKU1234565', taskType: 'Export Loading' }],
      },
      'Choose delivery mode for generated task for container 1',
    ],
    [
      {
        containerNumbers: 'MSKU1234565',
        gateInTasks: [{ taskType: 'Offloading', deliveryMode: 'Loaded' }],
      },
      'Task type Offloading is not made here: choose Export Loading, Empty Loading.',
    ],
    [
      {
        containerNumbers: 'MSKU1234565',
        gateInTasks: [{ taskType: 'Empty Loading', deliveryMode: 'Export Out' }],
      },
      'Delivery mode Export Out does not go with Empty Loading: choose Empty Out.',
    ],
    [
      {
        containerNumbers: 'MSKU1234565',
        gateInTasks: [
          {
            containerNumber: 'CMAU1234560',
            taskType: 'Export Loading',
            deliveryMode: 'Export Out',
          },
        ],
      },
      "CMAU1234560 is not one of this truck's containers.",
    ],
    [
      { gateInTasks: [{ taskType: 'Export Loading', deliveryMode: 'Export Out' }] },
      'Enter the containers the truck comes for before choosing their tasks.',
    ],
  ])('%j → %s', (over, message) => {
    expect(vehicleGateInProblem(truck(over))).toBe(message);
  });

  it('passes a truck with or without tasks', () => {
    expect(vehicleGateInProblem(truck())).toBeUndefined();
    expect(
      vehicleGateInProblem(
        truck({
          containerNumbers: 'MSKU1234565',
          gateInTasks: [{ taskType: 'Export Loading', deliveryMode: 'Export Out' }],
        }),
      ),
    ).toBeUndefined();
  });
});

describe('truckContainers', () => {
  it('reads the numbers as a clerk lists them, each once', () => {
    expect(truckContainers(' mscu1234569, MSKU1234565;MSKU1234565\nCMAU1234560 ')).toEqual([
      'MSCU1234569',
      'MSKU1234565',
      'CMAU1234560',
    ]);
    expect(truckContainers(undefined)).toEqual([]);
    expect(truckContainers(' , ')).toEqual([]);
  });
});

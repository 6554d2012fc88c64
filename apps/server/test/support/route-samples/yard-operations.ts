import type { TestContext } from '../test-app.ts';

const sampleMachine = () => ({
  machineName: 'RS-SAMPLE',
  machineType: 'Reach-Stacker',
  machineStatus: 'Working',
  label: 'Q',
  isrfidInstalled: true,
  zone: 'Import Zone',
  lat: 18.95,
  lng: 72.95,
});

const sampleItv = () => ({
  itvNumber: 'ITV-SAMPLE',
  trailerNumber: 'MH04ZZ0001',
  deviceInstalled: true,
  status: 'Working',
  latitude: 18.95,
  longitude: 72.95,
  machineName: 'RS-01',
});

const sampleShift = () => ({ name: 'Night', fromHour: 22, fromMinute: 0, toHour: 6, toMinute: 0 });

const samplePosition = () => ({ lat: 18.951, lng: 72.951, status: 'Idle' });

/** Bodies for the calls of machines, ITVs, tasks, ITV tasks, shifts and allocations. */
export const YARD_OPERATION_BODIES: Record<string, (t: TestContext) => unknown> = {
  'POST /rest/machines': sampleMachine,
  'PUT /rest/machines/:id': sampleMachine,
  'POST /rest/machines/:id/position': samplePosition,
  'POST /rest/itvs': sampleItv,
  'PUT /rest/itvs/:id': sampleItv,
  'POST /rest/itvs/:id/position': samplePosition,
  'POST /rest/tasks': () => ({
    tasks: [
      {
        taskId: 1,
        containerNumber: 'MSKU1234565',
        taskType: 'Grounding',
        deliveryMode: 'Loaded',
        fromLocation: 'Trailer',
        toLocation: 'Slot',
        toLocationDetails: 'A_01_01_1',
        assignedToMachine: 'ALL',
        onPriority: false,
      },
    ],
    bulk: false,
  }),
  'POST /rest/itv-tasks': () => ({
    tasks: [
      {
        taskId: 1,
        containerNumber: 'MSKU1234565',
        taskType: 'Offloading',
        trailer: 'MH04AB1234',
        fromLocation: 'Trailer',
        toLocation: 'Slot',
        toLocationDetails: 'A_01_01_1',
      },
    ],
  }),
  'POST /rest/tasks/complete': () => ({ ids: '1,2', machine: 'RS-01' }),
  'POST /rest/tasks/move': () => ({ taskIds: '1,2', toMachine: 'RS-01' }),
  'POST /rest/shifts': sampleShift,
  'PUT /rest/shifts/:id': sampleShift,
  'POST /rest/allocations': () => [
    {
      id: 1,
      machineId: 1,
      areaId: 1,
      fromTime: '2026-11-23T06:00:00.000Z',
      toTime: '2026-11-23T14:00:00.000Z',
    },
  ],
};

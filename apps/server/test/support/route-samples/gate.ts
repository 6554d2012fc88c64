import type { TestContext } from '../test-app.ts';

const sampleGate = () => ({
  name: 'Gate 9 In',
  type: 'IN',
  positionLat: 18.95,
  positionLong: 72.95,
  camConfig: [{ id: 'FRONT-CAM' }],
  readerIds: [1],
});

const sampleReader = () => ({
  name: 'RDR-G9-IN',
  readerType: 'GATEIN',
  ip: '10.0.9.10',
  gateId: null,
  positionLat: null,
  positionLong: null,
  machineId: null,
  itvId: null,
});

const sampleAllocation = () => ({
  equipments: ['TAG90001'],
  allowedDeliveries: {
    'Loaded Delivery': {
      deliveryType: { activityId: 1 },
      allowedCount: 4,
      allowed20: 2,
      allowed40: 2,
    },
  },
});

const sampleContainerTag = () => ({ tag: '12345678', endOfLife: '2030-01-31' });

/** Bodies for the calls of the gate: gate-in, dispatch, retag, planning at the gate, OCR, gates, readers, container tags and CHA allocations. */
export const GATE_BODIES: Record<string, (t: TestContext) => unknown> = {
  'POST /rest/enterprise/cha/:agentId/allocation': sampleAllocation,
  'PUT /rest/enterprise/cha/:agentId/allocation/:id': sampleAllocation,
  'PUT /rest/enterprise/cha/:id/contacts': () => ({
    contacts: [{ name: 'R. Patil', phone: '+91 22 2724 1101', email: 'patil@example.com' }],
  }),
  'POST /rest/enterprise/gate': sampleGate,
  'POST /rest/enterprise/containers/tags': sampleContainerTag,
  'PUT /rest/enterprise/containers/tags/:id': sampleContainerTag,
  'POST /rest/gate/ocr/:gateId/acknowledge': () => ({ recordId: 1, reason: 'Gated in' }),
  'POST /rest/gate/ocr/:gateId/difference': () => ({
    recordId: 1,
    differences: [{ field: 'containerNumber', suggested: 'MSKU1234565', actual: 'MSKU1234565' }],
  }),
  'POST /rest/gate/ocr/:gateId/purge': () => ({ reason: 'Camera misaligned' }),
  'POST /rest/enterprise/gate/ocr': () => ({
    imagePaths: ['snapshots/1/20260101/0123456789abcdef0123456789abcdef-FRONT-CAM.jpg'],
  }),
  'POST /rest/gate/dispatch-scanning': () => ({
    containerNumber: 'MSKU1234565',
    forceDispatch: false,
    gate: 'Gate 2 Out',
    trailerNumber: 'MH04SC0001',
  }),
  'PUT /rest/enterprise/gate/:id': sampleGate,
  'POST /rest/enterprise/readers': sampleReader,
  'PUT /rest/enterprise/readers/:id': sampleReader,
  'POST /rest/gate/gate-in': () => ({
    container1Data: {
      tagId: '12345678',
      containerNumber: 'MSKU1234565',
      gateInPurpose: 'Import',
      containerSize: '20',
      containerType: 'GP',
      igm: '2001234',
      item: '1',
      igmItem: '2001234:1',
      activityGroup: 'CONTAINER GATE-IN',
      activity: 'Import',
      requestId: 'R1',
      useExpiredTag: false,
    },
    container2Data: {
      tagId: 'DummyTag',
      containerNumber: 'MSCU1234569',
      gateInPurpose: 'Import',
      containerSize: '20',
      containerType: 'GP',
    },
    trailerNumber: 'MH04AB1234',
    trailerTag1: 'TRL00001',
    plaCard: 'PLA1',
    skipValidation: false,
    userName: 'superadmin',
    gateInTasks: [
      {
        containerNumber: 'MSKU1234565',
        taskType: 'Grounding',
        deliveryMode: 'Loaded',
        fromLocation: 'Trailer',
        toLocation: 'Slot',
        toLocationDetails: 'A_01_01_1',
        assignedToMachine: 'ALL',
      },
    ],
    planningGeneratedTasks: [
      {
        containerNumber: 'MSCU1234569',
        taskType: 'Offloading',
        deliveryMode: 'ForkLift',
        fromLocation: 'Trailer',
        toLocation: 'Slot',
        toLocationDetails: 'A_01_02_1',
        assignedToMachine: 'ALL',
      },
    ],
  }),
  'POST /rest/gate/dispatch': () => ({
    containerNumber: 'MSKU1234565',
    containerSize: '20',
    exitProcess: 'Import',
    exitTag: '12345678',
    exitTrailerTag: 'TRL00001',
    trailerNumber: 'MH04AB1234',
    dispatchTime: 1_800_000_000_000,
    userName: 'superadmin',
    forceDispatch: true,
    gate: 'G1',
    gateOutDetails: { gatePass: 'GP1', forceDispatchReason: 'Customs cleared by phone' },
  }),
  'POST /rest/gate/vehicle-gate-in': () => ({
    trailerNumber: 'MH04AB1234',
    trailerTag: 'TRL00001',
    gateInType: 'Loaded Delivery',
    containerNumbers: 'MSKU1234565',
    chaId: 1,
    vehicleDetailId: 1,
    activityGroup: 'VEHICLE GATE-IN',
    exceedAllowance: false,
    gateInTasks: [
      {
        containerNumber: 'MSKU1234565',
        taskType: 'Export Loading',
        deliveryMode: 'Export Out',
        fromLocation: 'A_01_01_1',
        toLocation: 'Trailer',
        toLocationDetails: 'MH04AB1234',
        assignedToMachine: 'ALL',
      },
    ],
  }),
  'POST /rest/gate/retag': () => ({
    containerNumber: 'MSKU1234565',
    oldTag: '12345678',
    newTag: '87654321',
    useExpiredTag: false,
  }),
  'POST /rest/gate/planning-suggestions': () => ({
    containers: [
      {
        containerNumber: 'MSKU1234565',
        containerSize: '20',
        params: [
          { paramId: 'containerSize', value: '20' },
          { paramId: 'category', value: 'Import' },
        ],
      },
    ],
    others: 4,
  }),
};

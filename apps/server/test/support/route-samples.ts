import { defaultPermissions } from '@yardline/domain/auth/permissions';
import { ROLE_DISPLAY_NAMES } from '@yardline/domain/auth/roles';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import { DEFAULT_WEIGHTS } from '@yardline/domain/planning/weights';
import type { TestContext } from './test-app.ts';

/**
 * Values each route accepts, for the tests that walk every registered route (the authorization
 * matrix, the bad-input test). A new route with a new path parameter or a body adds its sample
 * here; those tests fail until it does.
 */

/** A value for each `:param`, by name (a role's name depends on who asks). */
export const SAMPLE_PARAMS: Record<string, (role: string) => string> = {
  list: () => 'customers',
  activity: () => 'Loaded Delivery',
  id: () => '1',
  area: () => 'A',
  igmItem: () => '2001234:1',
  number: () => 'MSKU1234565',
  containerNumber: () => 'MSKU1234565',
  name: (role) => ROLE_DISPLAY_NAMES[role as keyof typeof ROLE_DISPLAY_NAMES],
  fileId: () => '0123456789abcdef0123456789abcdef',
  fileName: () => 'containers.xlsx',
  readerId: () => '1',
  tag: () => 'TT000001',
  deviceId: () => 'RDR-G1-IN',
  kind: () => 'heartbeat',
  camId: () => 'FRONT-CAM',
  gateId: () => '1',
  agentId: () => '1',
};

/** A URL for a route pattern: each `:param` gets its sample. */
export const fill = (url: string, role: string) =>
  url.replace(/:(\w+)/g, (_, param: string) => SAMPLE_PARAMS[param]?.(role) ?? '1');

/** A body each route with a body schema accepts, by `METHOD url`. */
/** A user as the Users tab sends it (passwords encrypted); `roleId` 3 is the operator role. */
const sampleUser = (t: TestContext) => ({
  username: 'sample.clerk',
  password: t.encrypt('Sample!pass1'),
  confirmPassword: t.encrypt('Sample!pass1'),
  email: 'clerk@example.com',
  phone: '+91 22 5555 0100',
  address: 'Gate 2, Nhava Sheva',
  roleId: 3,
  hidden: false,
});

const sampleTrailer = () => ({
  trailerTagId: 'TT000001',
  trailerTagId1: 'TT000002',
  trailerTagId2: 'TT000003',
  trailerNumber: 'MH04AB1234',
  containerNumber: 'MSKU1234565',
  trailerType: '40 ft',
  type: 'Import',
  plaCard1: 'PLA-1',
  plaCard2: 'PLA-2',
});
const sampleGate = () => ({
  name: 'Gate 9 In',
  type: 'IN',
  positionLat: 18.95,
  positionLong: 72.95,
  camConfig: [{ id: 'FRONT-CAM' }],
  readerIds: [],
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
const samplePlaCard = () => ({ trailerTagNumber: 'TT000001', plaCardNumber: 'PLA-1' });
const samplePermanentTrailer = () => ({
  trailerNumber: 'MH04AB1234',
  trailerTag: 'TT000001',
  trailerType: '40 ft',
  transporter: 'Konkan Haulage',
});

const sampleYardLocation = () => ({
  name: 'Export zone',
  type: 'YARD_ZONE',
  coordinates: [
    { lat: 18.95, lng: 72.95 },
    { lat: 18.95, lng: 72.951 },
    { lat: 18.951, lng: 72.951 },
    { lat: 18.951, lng: 72.95 },
  ],
});

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

export const SAMPLE_BODIES: Record<string, (t: TestContext) => unknown> = {
  'POST /rest/enterprise/cha/:agentId/allocation': sampleAllocation,
  'PUT /rest/enterprise/cha/:agentId/allocation/:id': sampleAllocation,
  'PUT /rest/enterprise/cha/:id/contacts': () => ({
    contacts: [{ name: 'R. Patil', phone: '+91 22 2724 1101', email: 'patil@example.com' }],
  }),
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
  'POST /rest/archive': () => ({ cutOffDate: '2020-01-01', userName: 'superadmin' }),
  'POST /rest/yard-locations': sampleYardLocation,
  'PUT /rest/yard-locations/:id': sampleYardLocation,
  'POST /rest/trailers': sampleTrailer,
  'PUT /rest/trailers/:id': sampleTrailer,
  'POST /rest/trailers/dispatch': () => ({
    trailerTagId: 'TT000001',
    userName: 'superadmin',
    dispatchMode: 'HAWK-E',
  }),
  'POST /rest/trailers/pla-cards': samplePlaCard,
  'PUT /rest/trailers/pla-cards/:id': samplePlaCard,
  'POST /rest/trailers/permanent': samplePermanentTrailer,
  'PUT /rest/trailers/permanent/:id': samplePermanentTrailer,
  'POST /rest/enterprise/gate': sampleGate,
  'POST /rest/gate/ocr/:gateId/acknowledge': () => ({ recordId: 1, reason: 'Gated in' }),
  'POST /rest/gate/ocr/:gateId/difference': () => ({
    recordId: 1,
    differences: [{ field: 'containerNumber', suggested: 'MSKU1234565', actual: 'MSKU1234565' }],
  }),
  'POST /rest/gate/ocr/:gateId/purge': () => ({ reason: 'Camera misaligned' }),
  'POST /rest/enterprise/gate/ocr': () => ({
    imagePaths: ['snapshots/1/20260101/0123456789abcdef0123456789abcdef-FRONT-CAM.jpg'],
  }),
  'POST /rest/gate/dispatch-scanning': () => ({ containerNumber: 'MSKU1234565' }),
  'PUT /rest/enterprise/gate/:id': sampleGate,
  'POST /rest/enterprise/readers': sampleReader,
  'PUT /rest/enterprise/readers/:id': sampleReader,
  'POST /rest/users': sampleUser,
  'PUT /rest/users/:id': sampleUser,
  'POST /rest/roles': () => ({ name: 'Sample role' }),
  'PUT /rest/roles/:id': () => ({ name: 'Sample role' }),
  'PUT /rest/permissions/:id': () => defaultPermissions('operator'),
  'POST /rest/surveys': () => ({
    containerNumber: 'MSKU1234565',
    condition: 'damaged',
    damageNotes: 'Dent in the left door',
  }),
  'POST /rest/surveys/email': () => ({
    recipients: 'yard@example.com',
    mailBody: 'Dear all,\nthe survey.',
    surveyIds: [1],
  }),
  'POST /rest/auth/login': (t) => ({ username: 'superadmin', password: t.encrypt('Wrong!pass1') }),
  'POST /rest/user/change-password': (t) => ({
    id: t.userIds.superadmin,
    oldPassword: t.encrypt('Wrong!pass1'),
    newPassword: t.encrypt('New!pass1'),
    confirmPassword: t.encrypt('New!pass1'),
    user: { username: 'superadmin' },
  }),
  'PUT /rest/metadata': () => ({
    ...DEFAULT_METADATA,
    mapApiKey: 'key',
    satelliteTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    surveyPreConfiguredEmailRecipients: 'yard@example.com',
    surveyPreConfiguredEmailBody: 'Dear all,\nthe survey.',
  }),
  'POST /rest/yard/updateLocation': () => [
    {
      containerId: 1,
      number: 'MSKU1234565',
      size: '20',
      previousLocation: 'A_01_01_1',
      newLocation: 'A_01_02_1',
    },
  ],
  'PUT /rest/enterprise/containers': () => ({
    id: 1,
    containerNumber: 'MSKU1234565',
    sizeType: '22G1',
    igm: '2001234',
    item: '1',
    category: 'Import',
    dispatchDate: '2026-01-01T00:00:00.000Z',
    vessel: 'MSC AURORA',
    expectedDepartureAt: '2026-01-05T00:00:00.000Z',
    hazardous: false,
    jobOrderNumber: 'JO-1',
  }),
  'PUT /rest/enterprise/containers/update-movement-alert': () => [
    { containerId: 1, containerNumber: 'MSKU1234565', sizeName: '20', movementAlert: true },
  ],
  'POST /rest/yard/merge-slots': () => ({ area: 'A', fromColumn: '01', toColumn: '02' }),
  'POST /rest/yard/split-slots': () => ({ area: 'A', fromColumn: '01', toColumn: '02' }),
  'POST /rest/yard/split-area': () => ({
    area: 'A',
    fromColumn: '01',
    toColumn: '01',
    newAreaName: 'A_EAST',
  }),
  'POST /rest/yard/bulk-location': () => ({
    areaName: 'B',
    corners: [
      { lat: 1, lng: 1 },
      { lat: 1, lng: 2 },
      { lat: 0, lng: 2 },
      { lat: 0, lng: 1 },
    ],
  }),
  'POST /rest/configuration': () => ({
    id: 1,
    name: 'Sample rule',
    color: '#123456',
    process: 'All',
    type: 'All',
    size: 'All',
    category: 'All',
    liner: 'All',
    customer: 'All',
    cargoType: 'All',
    hazardous: false,
    cells: [{ id: 1 }],
  }),
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
  }),
  'POST /rest/gate/retag': () => ({
    containerNumber: 'MSKU1234565',
    oldTag: '12345678',
    newTag: '87654321',
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
  'POST /rest/planning/plans': () => ({
    id: 1,
    name: 'Sample plan',
    plannedContainers: [
      { containerId: 1, slotFullName: 'A_01_01_1', planningOrder: 1, slotReason: 'Sample' },
    ],
  }),
  'POST /rest/planning/suggest-plan': () => ({ containerIds: [1] }),
  'POST /rest/planning/suggestions': () => ({
    containerId: 1,
    container: {
      number: 'MSKU1234565',
      sizeFeet: 20,
      sizeType: '22G1',
      category: 'Import',
      process: 'Import',
      liner: 'Maersk',
      customer: 'Sample customer',
      cargoType: 'General',
      hazardous: false,
      vessel: 'Sample vessel',
      expectedDepartureAt: '2026-12-01T10:00:00Z',
    },
    limit: 5,
    plannedContainers: [{ containerId: 2, slotFullName: 'A_01_02_1' }],
  }),
  'PUT /rest/planning/weights': () => DEFAULT_WEIGHTS,
};

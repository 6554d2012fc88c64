import type { TestContext } from '../test-app.ts';

/** Bodies for the calls of containers, the yard and its slots, surveys and colour rules. */
export const CONTAINER_BODIES: Record<string, (t: TestContext) => unknown> = {
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
};

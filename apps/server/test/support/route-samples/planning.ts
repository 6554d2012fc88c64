import { DEFAULT_WEIGHTS } from '@yardline/domain/planning/weights';
import type { TestContext } from '../test-app.ts';

/** Bodies for the calls of yard planning. */
export const PLANNING_BODIES: Record<string, (t: TestContext) => unknown> = {
  'POST /rest/planning/plans': () => ({
    id: 1,
    name: 'Sample plan',
    plannedContainers: [
      { containerId: 1, slotFullName: 'A_01_01_1', planningOrder: 1, slotReason: 'Sample' },
    ],
  }),
  'POST /rest/planning/suggest-plan': () => ({
    containerIds: [1],
    planId: 1,
    plannedContainers: [{ containerId: 2, slotFullName: 'A_01_02_1' }],
  }),
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
    planId: 1,
    plannedContainers: [{ containerId: 2, slotFullName: 'A_01_02_1' }],
  }),
  'PUT /rest/planning/weights': () => DEFAULT_WEIGHTS,
};

import { ROLE_DISPLAY_NAMES } from '@yardline/domain/auth/roles';
import type { TestContext } from '../test-app.ts';
import { ADMINISTRATION_BODIES } from './administration.ts';
import { CONTAINER_BODIES } from './containers.ts';
import { GATE_BODIES } from './gate.ts';
import { PLANNING_BODIES } from './planning.ts';
import { YARD_OPERATION_BODIES } from './yard-operations.ts';

/**
 * Values each route accepts, for the tests that walk every registered route (the authorization
 * matrix, the bad-input test). A new route with a new path parameter adds its sample here, one
 * with a body adds it to its feature area's file beside this one; those tests fail until it does.
 */

/** A value for each `:param`, by name (a role's name depends on who asks). */
export const SAMPLE_PARAMS: Record<string, (role: string) => string> = {
  activity: () => 'Loaded Delivery',
  id: () => '1',
  area: () => 'A',
  location: () => 'A_01_01',
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
  lookup: () => 'entry-tag',
  agentId: () => '1',
};

/** A URL for a route pattern: each `:param` gets its sample. */
export const fill = (url: string, role: string) =>
  url.replace(/:(\w+)/g, (_, param: string) => SAMPLE_PARAMS[param]?.(role) ?? '1');

/** A body each route with a body schema accepts, by `METHOD url`; one file per feature area. */
export const SAMPLE_BODIES: Record<string, (t: TestContext) => unknown> = {
  ...CONTAINER_BODIES,
  ...GATE_BODIES,
  ...PLANNING_BODIES,
  ...YARD_OPERATION_BODIES,
  ...ADMINISTRATION_BODIES,
};

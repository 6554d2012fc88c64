import type { FastifyInstance } from 'fastify';
import { allocationsPlugin } from './features/allocations/index.ts';
import { archivePlugin } from './features/archive/index.ts';
import { batchGatePlugin } from './features/batch-gate/index.ts';
import { chaPlugin } from './features/cha/index.ts';
import { configurationPlugin } from './features/configuration/index.ts';
import { containerTagsPlugin } from './features/container-tags/index.ts';
import { containersPlugin } from './features/containers/index.ts';
import { erpSyncPlugin } from './features/erp-sync/index.ts';
import { gatePlugin } from './features/gate/index.ts';
import { gateDevicesPlugin } from './features/gate-devices/index.ts';
import { gateReportsPlugin } from './features/gate-reports/index.ts';
import { inventoryPlugin } from './features/inventory/index.ts';
import { inventorySyncPlugin } from './features/inventory-sync/index.ts';
import { itvTasksPlugin } from './features/itv-tasks/index.ts';
import { itvsPlugin } from './features/itvs/index.ts';
import { ledgerPlugin } from './features/ledger/index.ts';
import { machinesPlugin } from './features/machines/index.ts';
import { masterPlugin } from './features/master/index.ts';
import { planningPlugin } from './features/planning/index.ts';
import { rolesPlugin } from './features/roles/index.ts';
import { shiftsPlugin } from './features/shifts/index.ts';
import { slotAdminPlugin } from './features/slot-admin/index.ts';
import { slotSuggestionPlugin } from './features/slot-suggestion/index.ts';
import { surveysPlugin } from './features/surveys/index.ts';
import { taskDashboardPlugin } from './features/task-dashboard/index.ts';
import { tasksPlugin } from './features/tasks/index.ts';
import { trailersPlugin } from './features/trailers/index.ts';
import { usersPlugin } from './features/users/index.ts';
import { yardPlugin } from './features/yard/index.ts';
import { yardLocationsPlugin } from './features/yard-locations/index.ts';

/**
 * The features, each a plugin that builds its repository, service and routes and names the
 * features it needs (Fastify refuses to start if one is missing or comes later). A new feature
 * is one line here.
 */
const features = [
  yardPlugin,
  masterPlugin,
  chaPlugin,
  configurationPlugin,
  rolesPlugin,
  usersPlugin,
  ledgerPlugin,
  inventoryPlugin,
  slotAdminPlugin,
  planningPlugin,
  slotSuggestionPlugin,
  // Before the gate: a gate-in's tasks get their machines from the tasks feature.
  machinesPlugin,
  allocationsPlugin,
  tasksPlugin,
  // Before the gate: every save of a box's tag asks whether the tag has reached its end of life.
  containerTagsPlugin,
  gatePlugin,
  gateReportsPlugin,
  containersPlugin,
  erpSyncPlugin,
  batchGatePlugin,
  surveysPlugin,
  inventorySyncPlugin,
  trailersPlugin,
  yardLocationsPlugin,
  archivePlugin,
  itvsPlugin,
  shiftsPlugin,
  taskDashboardPlugin,
  itvTasksPlugin,
  gateDevicesPlugin,
];

export async function registerFeatures(app: FastifyInstance) {
  for (const feature of features) await app.register(feature);
}

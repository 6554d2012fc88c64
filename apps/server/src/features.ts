import type { FastifyInstance } from 'fastify';
import type { Database } from './db/connection.ts';
import type { Executor } from './db/database.ts';
import { allocationsRoutes } from './features/allocations/allocations.routes.ts';
import { createAllocationsService } from './features/allocations/allocations.service.ts';
import { archiveRoutes } from './features/archive/archive.routes.ts';
import { createArchiveService } from './features/archive/archive.service.ts';
import { batchGateRoutes } from './features/batch-gate/batch-gate.routes.ts';
import { createBatchGateService } from './features/batch-gate/batch-gate.service.ts';
import { chaRoutes } from './features/cha/cha.routes.ts';
import { createChaService } from './features/cha/cha.service.ts';
import { configurationRoutes } from './features/configuration/configuration.routes.ts';
import { createConfigurationService } from './features/configuration/configuration.service.ts';
import { createContainerChangesService } from './features/containers/container-changes.service.ts';
import { containersRoutes } from './features/containers/containers.routes.ts';
import { createContainersService } from './features/containers/containers.service.ts';
import { erpSyncRoutes } from './features/erp-sync/erp-sync.routes.ts';
import { createErpSyncService } from './features/erp-sync/erp-sync.service.ts';
import { gateRoutes } from './features/gate/gate.routes.ts';
import { createGateService } from './features/gate/gate.service.ts';
import { createCameraFetch } from './features/gate-devices/camera-fetch.ts';
import {
  type CameraHosts,
  DEFAULT_CAMERA_HOSTS,
  parseCameraHosts,
} from './features/gate-devices/camera-hosts.ts';
import { camerasRoutes } from './features/gate-devices/cameras.routes.ts';
import { createCamerasService } from './features/gate-devices/cameras.service.ts';
import { devicesRoutes } from './features/gate-devices/devices.routes.ts';
import { createGatesService } from './features/gate-devices/gates.service.ts';
import { ingestRoutes } from './features/gate-devices/ingest.routes.ts';
import { createIngestService } from './features/gate-devices/ingest.service.ts';
import { startMqttBridge } from './features/gate-devices/mqtt-bridge.ts';
import { ocrRoutes } from './features/gate-devices/ocr.routes.ts';
import { createOcrService } from './features/gate-devices/ocr.service.ts';
import { createOcrReader } from './features/gate-devices/ocr-reader.ts';
import {
  createSnapshotStore,
  DEFAULT_SNAPSHOT_KEEP_DAYS,
} from './features/gate-devices/snapshot-store.ts';
import { gateReportsRoutes } from './features/gate-reports/gate-reports.routes.ts';
import { createGateReportsService } from './features/gate-reports/gate-reports.service.ts';
import { inventoryRoutes } from './features/inventory/inventory.routes.ts';
import { createInventoryService } from './features/inventory/inventory.service.ts';
import { inventorySyncRoutes } from './features/inventory-sync/inventory-sync.routes.ts';
import { createInventorySyncService } from './features/inventory-sync/inventory-sync.service.ts';
import { itvTasksRoutes } from './features/itv-tasks/itv-tasks.routes.ts';
import { createItvTasksService } from './features/itv-tasks/itv-tasks.service.ts';
import { itvsRoutes } from './features/itvs/itvs.routes.ts';
import { createItvsService } from './features/itvs/itvs.service.ts';
import { ledgerRoutes } from './features/ledger/ledger.routes.ts';
import { createLedgerService } from './features/ledger/ledger.service.ts';
import { machinesRoutes } from './features/machines/machines.routes.ts';
import { createMachinesService } from './features/machines/machines.service.ts';
import { masterRoutes } from './features/master/master.routes.ts';
import { createMasterService } from './features/master/master.service.ts';
import { gatePlanningRoutes } from './features/planning/gate-planning.routes.ts';
import { createGatePlanningService } from './features/planning/gate-planning.service.ts';
import { planningRoutes } from './features/planning/planning.routes.ts';
import { createPlanningService } from './features/planning/planning.service.ts';
import type { PlanningYardCache } from './features/planning/planning-yard-cache.ts';
import { createPlansService } from './features/planning/plans.service.ts';
import { rolesRoutes } from './features/roles/roles.routes.ts';
import { createRolesService } from './features/roles/roles.service.ts';
import { shiftsRoutes } from './features/shifts/shifts.routes.ts';
import { createShiftsService } from './features/shifts/shifts.service.ts';
import { slotAdminRoutes } from './features/slot-admin/slot-admin.routes.ts';
import { createSlotAdminService } from './features/slot-admin/slot-admin.service.ts';
import { createSlotSuggestion } from './features/slot-suggestion/slot-suggestion.service.ts';
import { surveysRoutes } from './features/surveys/surveys.routes.ts';
import { createSurveysService } from './features/surveys/surveys.service.ts';
import { taskDashboardRoutes } from './features/task-dashboard/dashboard.routes.ts';
import { createDashboardService } from './features/task-dashboard/dashboard.service.ts';
import { tasksRoutes } from './features/tasks/tasks.routes.ts';
import { createTasksService } from './features/tasks/tasks.service.ts';
import { registerTrailerCards } from './features/trailers/trailer-cards.ts';
import { trailerTagRoutes } from './features/trailers/trailer-tag.ts';
import { trailersRoutes } from './features/trailers/trailers.routes.ts';
import { createTrailersService } from './features/trailers/trailers.service.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { createUsersService } from './features/users/users.service.ts';
import { yardRoutes } from './features/yard/yard.routes.ts';
import { createYardService } from './features/yard/yard.service.ts';
import { yardLocationsRoutes } from './features/yard-locations/yard-locations.routes.ts';
import { createYardLocationsService } from './features/yard-locations/yard-locations.service.ts';
import { createEventBus } from './platform/events/event-bus.ts';
import { eventsRoutes } from './platform/events/events.routes.ts';
import { createExportService } from './platform/exports/export.service.ts';
import { filesRoutes } from './platform/exports/files.routes.ts';
import { createStoredFiles } from './platform/exports/stored-files.service.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { metadataRoutes } from './platform/metadata/metadata.routes.ts';
import { createMetadataService } from './platform/metadata/metadata.service.ts';
import { loadPasswordCrypto } from './platform/session/password-crypto.ts';
import { sessionRoutes } from './platform/session/session.routes.ts';
import { createSessionService } from './platform/session/session.service.ts';
import { every } from './platform/system/every.ts';
import { systemRoutes } from './platform/system/system.routes.ts';
import { uploadsPlugin } from './platform/uploads/upload-reader.ts';
import { accessPlugin } from './plugins/access.ts';
import { csrfPlugin } from './plugins/csrf.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The planning yard this node keeps (a change made straight on the database invalidates it). */
    planningYard: PlanningYardCache;
  }
}

/** Wires each feature's repository, service and routes: the one place that knows them all. */
export async function registerFeatures(
  app: FastifyInstance,
  {
    database,
    publicUrl,
    filesDir,
    snapshotsDir,
    smtpUrl,
    mailFrom,
    erpUrl,
    mqttUrl,
    mqttTopicRoot,
    cameraHosts = parseCameraHosts(DEFAULT_CAMERA_HOSTS),
    snapshotKeepDays = DEFAULT_SNAPSHOT_KEEP_DAYS,
    heartbeatMs,
  }: {
    database: Database;
    publicUrl: string | undefined;
    /** DATA_DIR/files: exports, reports, uploads kept for users. */
    filesDir: string;
    /** DATA_DIR/snapshots: the gate cameras' captured stills. */
    snapshotsDir: string;
    smtpUrl: string | undefined;
    mailFrom: string;
    erpUrl: string | undefined;
    /** Gate devices' MQTT broker; none: devices are not listened to. */
    mqttUrl?: string | undefined;
    mqttTopicRoot?: string;
    /** Hosts camera stills and streams may be fetched from (CAMERA_HOSTS). */
    cameraHosts?: CameraHosts | undefined;
    /** Days a gate still is kept (SNAPSHOT_KEEP_DAYS). */
    snapshotKeepDays?: number | undefined;
    heartbeatMs?: number;
  },
) {
  const { db } = database;
  const events = createEventBus(database, app.log);
  await events.start();
  // Events a stopped node committed but did not send: any node sends them within a second.
  every(app, 'Sending committed events', 1_000, events.send);
  const metadata = createMetadataService({ db, log: app.log, events });
  const sessions = createSessionService({
    db,
    crypto: await loadPasswordCrypto(db),
    passwordStrictness: async () => (await metadata.get()).passwordStrictness,
    log: app.log,
  });

  await app.register(csrfPlugin, { publicUrl });
  await app.register(accessPlugin, { sessions });
  await app.register(uploadsPlugin);

  await app.register(systemRoutes);
  await app.register(sessionRoutes, {
    sessions,
    secureCookie: publicUrl?.startsWith('https:') ?? false,
  });
  await app.register(metadataRoutes, { metadata });
  await app.register(yardRoutes, {
    yard: createYardService({ db }),
  });
  const master = createMasterService({ db });
  await app.register(masterRoutes, { master });
  await app.register(chaRoutes, { cha: createChaService({ db, events }) });
  const configuration = createConfigurationService({ db, master, events });
  await app.register(configurationRoutes, { configuration });
  const roles = createRolesService({ db, log: app.log, events });
  await app.register(rolesRoutes, { roles });
  await app.register(usersRoutes, {
    users: createUsersService({
      db,
      roles,
      sessions,
      passwordStrictness: async () => (await metadata.get()).passwordStrictness,
    }),
  });
  await app.register(eventsRoutes, { events, sessions, heartbeatMs });
  const startHeight = async (tx: Executor) => (await metadata.get(tx)).startHeight;
  const ledger = createLedgerService({ db, events });
  await app.register(ledgerRoutes, { ledger });
  const inventory = createInventoryService({ db, events });
  await app.register(inventoryRoutes, { inventory });
  await app.register(slotAdminRoutes, {
    slotAdmin: createSlotAdminService({ db, ledger, events, startHeight }),
  });
  const planning = createPlanningService({
    db,
    colourRules: configuration.list,
    startHeight,
    events,
    log: app.log,
  });
  events.subscribe(planning.yard.onEvent);
  // The kept yard's departure estimates and dwell model age: read it again hourly.
  every(app, 'Reading the planning yard again', 60 * 60_000, planning.yard.refresh);
  app.decorate('planningYard', planning.yard);
  await app.register(planningRoutes, {
    planning,
    plans: createPlansService({ db, planning, events }),
    inventory,
  });
  await app.register(gatePlanningRoutes, {
    gatePlanning: createGatePlanningService({ planning, master }),
  });

  const files = createStoredFiles({ db, dir: filesDir });
  every(app, 'Removing expired files', 15 * 60_000, () => files.removeExpired());
  await app.register(filesRoutes, { files });
  const slots = createSlotSuggestion({ planning });
  const gate = createGateService({ db, ledger, slots, events });
  await app.register(gateRoutes, { gate });
  const exports = createExportService({ db, files, events });
  await app.register(gateReportsRoutes, {
    reports: createGateReportsService({ db, exports }),
  });
  const containers = createContainersService({ db, exports });
  every(app, 'Folding the containers lists day counts', 60_000, containers.foldCounts);
  await app.register(containersRoutes, {
    containers,
    changes: createContainerChangesService({ db, events }),
  });
  await app.register(erpSyncRoutes, {
    erp: createErpSyncService({ db, metadata, erpUrl, log: app.log }),
  });
  await app.register(batchGateRoutes, {
    batch: createBatchGateService({ db, gate, exports }),
  });
  const mailer = createMailer({ smtpUrl, from: mailFrom });
  await app.register(surveysRoutes, {
    surveys: createSurveysService({ db, metadata, files, mailer, log: app.log }),
  });
  await app.register(inventorySyncRoutes, {
    sync: createInventorySyncService({ db, ledger, exports }),
  });
  await app.register(trailersRoutes, { trailers: createTrailersService({ db, exports }) });
  await registerTrailerCards(app, { db });
  await app.register(trailerTagRoutes, { db });
  await app.register(yardLocationsRoutes, { locations: createYardLocationsService({ db }) });
  await app.register(archiveRoutes, { archive: createArchiveService({ db, events }) });
  const machines = createMachinesService({ db, events });
  await app.register(machinesRoutes, { machines });
  const tasks = createTasksService({ db, ledger, events, machines, exports, files });
  every(app, 'Folding the task lists day counts', 60_000, tasks.foldCounts);
  await app.register(tasksRoutes, { tasks });
  const itvs = createItvsService({ db, events });
  await app.register(itvsRoutes, { itvs });
  const shifts = createShiftsService({ db });
  await app.register(taskDashboardRoutes, {
    dashboard: createDashboardService({ db, shifts, exports }),
  });
  await app.register(itvTasksRoutes, { itvTasks: createItvTasksService({ db, itvs }) });
  await app.register(devicesRoutes, {
    gates: createGatesService({ db, events, machines, itvs, cameraHosts }),
  });
  await app.register(ocrRoutes, { ocr: createOcrService({ db, events, gate }) });
  const ocr = createOcrReader();
  app.addHook('onClose', () => ocr.close());
  const cameras = createCamerasService({
    db,
    store: createSnapshotStore(snapshotsDir),
    fetch: createCameraFetch(cameraHosts),
    events,
    log: app.log,
    ocr,
  });
  await app.register(camerasRoutes, { cameras });
  every(app, 'Removing old gate stills', 60 * 60_000, () =>
    cameras.removeOld(snapshotKeepDays * 24 * 60 * 60_000),
  );
  const ingest = createIngestService({
    db,
    events,
    log: app.log,
    machines,
    itvs,
    fetchImages: cameras.fetchPortalImages,
  });
  await app.register(ingestRoutes, { ingest });
  if (mqttUrl) {
    const bridge = await startMqttBridge({
      url: mqttUrl,
      topicRoot: mqttTopicRoot,
      ingest,
      log: app.log,
    });
    app.addHook('onClose', () => bridge.close());
  }
  await app.register(shiftsRoutes, { shifts });
  await app.register(allocationsRoutes, { allocations: createAllocationsService({ db }) });
}

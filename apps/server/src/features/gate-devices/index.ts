import fp from 'fastify-plugin';
import { every } from '../../platform/system/every.ts';
import { createCameraFetch } from './camera-fetch.ts';
import { DEFAULT_CAMERA_HOSTS, parseCameraHosts } from './camera-hosts.ts';
import { camerasRoutes } from './cameras.routes.ts';
import { createCamerasService } from './cameras.service.ts';
import { devicesRoutes } from './devices.routes.ts';
import { createGatesService } from './gates.service.ts';
import { ingestRoutes } from './ingest.routes.ts';
import { createIngestService } from './ingest.service.ts';
import { startMqttBridge } from './mqtt-bridge.ts';
import { ocrRoutes } from './ocr.routes.ts';
import { createOcrService } from './ocr.service.ts';
import { createOcrReader } from './ocr-reader.ts';
import { createSnapshotStore, DEFAULT_SNAPSHOT_KEEP_DAYS } from './snapshot-store.ts';
import { tagReadsRoutes } from './tag-reads.routes.ts';
import { createTagReadsService } from './tag-reads.service.ts';

export type { CameraHosts } from './camera-hosts.ts';

/**
 * The gate's devices: gates and their readers, device logs, cameras and their stills, the OCR
 * queue, the latest tag reads (doc 2 §7), and the ingestion of what readers and portals send (over HTTP, and MQTT when set).
 */
export const gateDevicesPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const { events, machines, itvs, config } = app;
    const cameraHosts = config.cameraHosts ?? parseCameraHosts(DEFAULT_CAMERA_HOSTS);
    await app.register(devicesRoutes, {
      gates: createGatesService({ db, events, machines, itvs, cameraHosts }),
    });
    await app.register(tagReadsRoutes, { tagReads: createTagReadsService({ db }) });
    await app.register(ocrRoutes, { ocr: createOcrService({ db, events, gate: app.gate }) });
    const ocr = createOcrReader();
    app.addHook('onClose', () => ocr.close());
    const cameras = createCamerasService({
      db,
      store: createSnapshotStore(config.snapshotsDir),
      fetch: createCameraFetch(cameraHosts),
      events,
      log: app.log,
      ocr,
    });
    await app.register(camerasRoutes, { cameras });
    const keepDays = config.snapshotKeepDays ?? DEFAULT_SNAPSHOT_KEEP_DAYS;
    every(app, 'Removing old gate stills', 60 * 60_000, () =>
      cameras.removeOld(keepDays * 24 * 60 * 60_000),
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
    if (config.mqttUrl) {
      const bridge = await startMqttBridge({
        url: config.mqttUrl,
        topicRoot: config.mqttTopicRoot,
        nodeName: config.mqttNodeName,
        ingest,
        log: app.log,
      });
      app.addHook('onClose', () => bridge.close());
    }
  },
  { name: 'gate-devices', dependencies: ['events', 'machines', 'itvs', 'gate'] },
);

import type { Database } from './db/connection.ts';
import type { CameraHosts } from './features/gate-devices/index.ts';

/** What the server was started with, as the platform and the features read it (`app.config`). */
export interface ServerConfig {
  publicUrl: string | undefined;
  /** DATA_DIR/files: exports, reports, uploads kept for users. */
  filesDir: string;
  /** DATA_DIR/snapshots: the gate cameras' captured stills. */
  snapshotsDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  erpUrl: string | undefined;
  /** Gate devices' MQTT broker; none: devices are not listened to. */
  mqttUrl: string | undefined;
  mqttTopicRoot: string | undefined;
  /** This node's name at the broker (MQTT_NODE_NAME); the host name when absent. */
  mqttNodeName: string | undefined;
  /** Hosts camera stills and streams may be fetched from (CAMERA_HOSTS). */
  cameraHosts: CameraHosts | undefined;
  /** Days a gate still is kept (SNAPSHOT_KEEP_DAYS). */
  snapshotKeepDays: number | undefined;
  /** Heartbeat of the event stream (tests shorten it). */
  eventsHeartbeatMs: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: ServerConfig;
  }
}

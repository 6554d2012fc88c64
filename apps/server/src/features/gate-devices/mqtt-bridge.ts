import {
  DEVICE_TOPIC_ROOT,
  deviceAckTopic,
  deviceSubscription,
  parseDeviceTopic,
} from '@yardline/domain/devices/protocol';
import mqtt, { type MqttClient } from 'mqtt';
import type { IngestService } from './ingest.service.ts';

type Logger = {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
};

/**
 * Messages handled at once. The next is read from the broker only when one of these is done, so
 * a flood waits in the broker (and TCP), not in memory, and leaves the database to others.
 */
const IN_FLIGHT = 4;

/**
 * The MQTT side of device ingestion: subscribes to `{root}/+/+` (QoS 1), hands each message to the
 * ingest service (its bytes: the service checks the size for its kind before parsing, and the
 * signature), at most IN_FLIGHT at a time, and answers on `{root}/{deviceId}/ack`. Reconnects by
 * itself; a broker that is down delays ingestion, it does not stop the app.
 */
export async function startMqttBridge(opts: {
  url: string;
  /** Topic root (MQTT_TOPIC_ROOT); `yardline/devices` by default. */
  topicRoot?: string;
  ingest: IngestService;
  log: Logger;
  clientId?: string;
}): Promise<{ close(): Promise<void>; client: MqttClient }> {
  const root = opts.topicRoot ?? DEVICE_TOPIC_ROOT;
  const client = mqtt.connect(opts.url, {
    clientId: opts.clientId ?? `yardline-${process.pid}-${Math.random().toString(16).slice(2, 8)}`,
    clean: true,
    reconnectPeriod: 2000,
    connectTimeout: 5000,
  });
  client.on('connect', () => {
    client.subscribe(deviceSubscription(root), { qos: 1 }, (error) => {
      if (error) opts.log.error({ err: error }, 'MQTT subscribe failed');
      else opts.log.info({ url: opts.url, root }, 'MQTT device ingestion listening');
    });
  });
  client.on('error', (error) => opts.log.warn({ err: error }, 'MQTT connection error'));
  let inFlight = 0;
  let paused: (() => void) | undefined;
  // mqtt.js reads the next packet (and sends this one's PUBACK) when `done` is called.
  client.handleMessage = (packet, done) => {
    const target = parseDeviceTopic(packet.topic, root);
    if (!target) return done();
    inFlight++;
    const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
    opts.ingest
      .ingest(target.deviceId, target.kind, payload, { transport: 'mqtt' })
      .then((ack) => {
        client.publish(deviceAckTopic(target.deviceId, root), JSON.stringify(ack), { qos: 1 });
      })
      .catch((error: unknown) =>
        opts.log.error({ err: error, topic: packet.topic }, 'device message failed'),
      )
      .finally(() => {
        inFlight--;
        const resume = paused;
        paused = undefined;
        resume?.();
      });
    if (inFlight < IN_FLIGHT) done();
    else paused = () => done();
  };
  return {
    client,
    close: () => new Promise<void>((resolve) => client.end(false, {}, () => resolve())),
  };
}

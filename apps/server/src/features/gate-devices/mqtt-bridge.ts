import {
  DEVICE_TOPIC_ROOT,
  deviceAckTopic,
  deviceSubscription,
  parseDeviceTopic,
} from '@yardline/domain/devices/protocol';
import mqtt, { type MqttClient } from 'mqtt';
import { type IngestService, readDeviceJson } from './ingest.service.ts';

type Logger = {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
};

/** Largest message taken from the broker: an OCR read with five image links is a few kB. */
const MAX_MESSAGE_BYTES = 64 * 1024;

/**
 * The MQTT side of device ingestion: subscribes to `{root}/+/+` (QoS 1, a persistent
 * session per app node, so messages sent while the app restarts are delivered after), hands each
 * message to the ingest service, and answers on `{root}/{deviceId}/ack`. Reconnects by
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
  client.on('message', (topic, payload) => {
    const target = parseDeviceTopic(topic, root);
    if (!target) return;
    opts.ingest
      .ingest(
        target.deviceId,
        target.kind,
        payload.length > MAX_MESSAGE_BYTES
          ? `message of ${payload.length} bytes is too large`
          : readDeviceJson(payload.toString('utf8')),
      )
      .then((ack) => {
        client.publish(deviceAckTopic(target.deviceId, root), JSON.stringify(ack), { qos: 1 });
      })
      .catch((error: unknown) => opts.log.error({ err: error, topic }, 'device message failed'));
  });
  return {
    client,
    close: () => new Promise<void>((resolve) => client.end(false, {}, () => resolve())),
  };
}

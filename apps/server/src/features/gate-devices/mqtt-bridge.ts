import { hostname } from 'node:os';
import {
  DEVICE_KINDS,
  DEVICE_TOPIC_ROOT,
  deviceAckTopic,
  deviceTopic,
  parseDeviceTopic,
} from '@yardline/domain/devices/protocol';
import type { MqttClient } from 'mqtt';
import type { IngestService } from './ingest.service.ts';

type Logger = {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
};

/**
 * Messages the broker may send a node ahead of its acknowledgements (MQTT 5 Receive Maximum). A
 * message is acknowledged only once it took effect, so these stay the broker's (redelivered if
 * the node stops first) while they wait in the broker and the socket: mqtt.js reads the socket
 * only as fast as the node takes messages, so they are not in the app's memory. The broker
 * counts them apart from its queue (Mosquitto: max_queued_messages, 1,000), so with its defaults
 * a burst of 2,000 waits whole. Not more: the keepalive's answers queue behind them, and at 20
 * messages a second the last waits 50 s, within mqtt.js's 90 s.
 */
const RECEIVE_MAXIMUM = 1000;

/**
 * How long the broker keeps a node's session, and what arrives for it, while the node is away: a
 * restart's worth. A message signed more than 5 minutes ago is refused anyway.
 */
const SESSION_EXPIRY_SECONDS = 5 * 60;

/** Every node subscribes in this share group, so the broker hands each message to one node. */
const SHARE_GROUP = 'yardline';

/**
 * A node's MQTT client id: stable across restarts (the broker keeps its session under it), and
 * its own per node (MQTT_NODE_NAME) and per installation (the topic root).
 */
const mqttClientId = (nodeName: string, root: string) =>
  `yardline-${nodeName}-${root.replaceAll('/', '-')}`;

/**
 * The MQTT side of device ingestion: subscribes to `{root}/+/{kind}` for each kind (QoS 1) in the
 * share group, hands each message to the ingest service (its bytes: the service checks the size
 * for its kind before parsing, and the signature), and answers on `{root}/{deviceId}/ack`.
 *
 * mqtt.js hands messages over one at a time, and acknowledges one (PUBACK) only when it is done:
 * here after it took effect or was refused and logged. So the broker keeps what the node has not
 * taken, in a persistent session under a stable client id: a node that restarts takes what came
 * meanwhile, and one that stops mid-message gets it again (a resend, harmless). Reconnects by
 * itself; a broker that is down delays ingestion, it does not stop the app.
 */
export async function startMqttBridge(opts: {
  url: string;
  /** Topic root (MQTT_TOPIC_ROOT); `yardline/devices` by default. */
  topicRoot?: string | undefined;
  /** This app node's name (MQTT_NODE_NAME); the host name by default. */
  nodeName?: string | undefined;
  ingest: IngestService;
  log: Logger;
}): Promise<{ close(): Promise<void>; client: MqttClient }> {
  const root = opts.topicRoot ?? DEVICE_TOPIC_ROOT;
  // Loaded only when MQTT_URL is set.
  const { default: mqtt } = await import('mqtt');
  const clientId = mqttClientId(opts.nodeName ?? hostname(), root);
  const client = mqtt.connect(opts.url, {
    clientId,
    protocolVersion: 5,
    clean: false,
    properties: {
      sessionExpiryInterval: SESSION_EXPIRY_SECONDS,
      receiveMaximum: RECEIVE_MAXIMUM,
    },
    reconnectPeriod: 2000,
    connectTimeout: 5000,
  });
  // Device messages only: the acks on `{root}/+/ack` are the devices' to read.
  const topics = DEVICE_KINDS.map(
    (kind) => `$share/${SHARE_GROUP}/${deviceTopic('+', kind, root)}`,
  );
  client.on('connect', (connack) => {
    client.subscribe(topics, { qos: 1 }, (error) => {
      if (error) opts.log.error({ err: error }, 'MQTT subscribe failed');
      else
        opts.log.info(
          { root, clientId, sessionPresent: connack.sessionPresent },
          'MQTT device ingestion listening',
        );
    });
  });
  client.on('error', (error) => opts.log.warn({ err: error }, 'MQTT connection error'));

  let closing = false;
  let taking = Promise.resolve();
  // `done()` sends the PUBACK and lets mqtt.js read the next message; `done(error)` reads on
  // without a PUBACK, so the broker sends that message again when the node connects again.
  client.handleMessage = (packet, done) => {
    if (closing) return done(new Error('closing: left to the broker'));
    const target = parseDeviceTopic(packet.topic, root);
    if (!target) return done();
    const { deviceId, kind } = target;
    const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
    taking = opts.ingest.ingest(deviceId, kind, payload, { transport: 'mqtt' }).then(
      (ack) => {
        client.publish(deviceAckTopic(deviceId, root), JSON.stringify(ack), { qos: 1 });
        done();
      },
      (error: unknown) => {
        // A fault of the server's (the database is away): the device has no ack and sends the
        // message again, as the protocol asks.
        opts.log.error(
          { err: error, deviceId, kind, bytes: payload.length },
          'device message not taken: the device must send it again',
        );
        done();
      },
    );
  };
  return {
    client,
    async close() {
      closing = true;
      await taking;
      await client.endAsync();
    },
  };
}

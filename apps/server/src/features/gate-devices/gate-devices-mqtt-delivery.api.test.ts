import { randomUUID } from 'node:crypto';
import mqtt from 'mqtt';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLog } from '../../../test/support/log-capture.ts';
import { type App, buildApp } from '../../app.ts';
import { MQTT_URL, useGateDevicesApp } from './test-gate-devices.ts';

// How device messages reach the database over MQTT when app nodes restart, share the broker or
// are flooded: the test app does not listen to the broker, its nodes (apps on its database) do.
// Each test has topics of its own: Mosquitto keeps handing a stopped node its share of a shared
// subscription (queued in its session, until that expires), so a later test must not share them.
const { t, device, addReader } = useGateDevicesApp({ listen: false });
const newTopicRoot = () => `yardline-test/${randomUUID().slice(0, 8)}/devices`;

const running = new Set<App>();
afterEach(async () => {
  for (const node of running) await stopNode(node);
});

/** An app node on the test database, listening as `name` (the same name: the same node again). */
async function startNode(name: string, topicRoot: string) {
  const log = captureLog();
  const node = await buildApp({
    database: t.database,
    config: {
      publicUrl: undefined,
      webDir: undefined,
      trustProxy: false,
      mqttUrl: MQTT_URL,
      mqttTopicRoot: topicRoot,
      mqttNodeName: name,
    },
    logger: log.logger,
  });
  await node.ready();
  running.add(node);
  await expect
    .poll(() => log.lines.some((line) => line.msg === 'MQTT device ingestion listening'))
    .toBe(true);
  return node;
}

async function stopNode(node: App) {
  running.delete(node);
  await node.close();
}

const taken = async (deviceId: string) =>
  (
    await t.database.pool.query(
      'select count(*)::int as rows, count(distinct message_id)::int as messages from device_logs where device_id = $1',
      [deviceId],
    )
  ).rows[0] as { rows: number; messages: number };

/** A read of its own for each of `count` messages, all read at one moment (a resend says the same). */
const reads = (prefix: string, count: number) => {
  const readAt = new Date().toISOString();
  return Array.from({ length: count }, (_, i) => ({
    messageId: `${prefix}-${i}`,
    readAt,
    tags: [{ tagId: String(10_000_000 + i) }],
  }));
};

describe('MQTT delivery', () => {
  it('a node restarted in the middle of a stream takes what came while it was away, each once', async () => {
    const topicRoot = newTopicRoot();
    const { deviceKey } = await addReader('RDR-RESTART', null);
    // Sent once each: only the node's session at the broker can keep them.
    const reader = await device('RDR-RESTART', deviceKey, { topicRoot, timeoutMs: 20_000 });
    let node = await startNode('restart', topicRoot);
    const [before, meanwhile] = [reads('before', 40), reads('meanwhile', 20)];
    const streamed = before.map((read) => reader.rfid(read));
    // Stopped as soon as the stream is being taken: some taken, one maybe half-way, the rest queued.
    await Promise.race(streamed);
    await stopNode(node);
    const whileAway = meanwhile.map((read) => reader.rfid(read));
    node = await startNode('restart', topicRoot);
    const acks = await Promise.all([...streamed, ...whileAway]);
    expect(acks.every((ack) => ack.ok)).toBe(true);
    expect(await taken('RDR-RESTART')).toEqual({ rows: 60, messages: 60 });
  });

  it('2,000 messages at once, 30 % of them twice: each distinct one takes effect once', async () => {
    const topicRoot = newTopicRoot();
    const { deviceKey } = await addReader('RDR-BURST', null);
    // What the broker cannot keep (Mosquitto: the 1,000 sent ahead to the node, 1,000 more
    // queued) it drops: the device resends what has no ack, as the protocol asks. It waits long:
    // on a loaded machine the burst took over 60 s.
    const reader = await device('RDR-BURST', deviceKey, {
      topicRoot,
      timeoutMs: 150_000,
      resendMs: 2_000,
    });
    await startNode('burst', topicRoot);
    // 1,400 messages: 3 in 7 sent twice at once, so 600 of the 2,000 sends are duplicates.
    const sends = reads('burst', 1400).flatMap((read, i) =>
      i % 7 < 3 ? [reader.rfid(read), reader.rfid(read)] : [reader.rfid(read)],
    );
    expect(sends).toHaveLength(2000);
    const acks = await Promise.all(sends);
    expect(acks.filter((ack) => !ack.ok)).toEqual([]);
    expect(acks.filter((ack) => ack.duplicate)).toHaveLength(600);
    expect(await taken('RDR-BURST')).toEqual({ rows: 1400, messages: 1400 });
  }, 180_000);

  it('two nodes sharing the subscription: each message is taken by one of them, answered once', async () => {
    const topicRoot = newTopicRoot();
    const { deviceKey } = await addReader('RDR-SHARED', null);
    const reader = await device('RDR-SHARED', deviceKey, { topicRoot, timeoutMs: 20_000 });
    const spy = await mqtt.connectAsync(MQTT_URL, { clientId: `spy-${randomUUID()}` });
    const answered: string[] = [];
    spy.on('message', (_topic, payload) => answered.push(JSON.parse(payload.toString()).messageId));
    await spy.subscribeAsync(`${topicRoot}/RDR-SHARED/ack`, { qos: 1 });
    const nodes = [await startNode('shared-a', topicRoot), await startNode('shared-b', topicRoot)];

    const acks = await Promise.all(reads('shared', 100).map((read) => reader.rfid(read)));
    expect(acks.every((ack) => ack.ok && !ack.duplicate)).toBe(true);
    // No node answers after it stopped; the spy's own message comes after every answer before it.
    for (const node of nodes) await stopNode(node);
    await spy.publishAsync(`${topicRoot}/RDR-SHARED/ack`, JSON.stringify({ messageId: 'end' }), {
      qos: 1,
    });
    await expect.poll(() => answered.at(-1)).toBe('end');
    await spy.endAsync();
    expect(answered).toHaveLength(101);
    expect(new Set(answered).size).toBe(101);
    expect(await taken('RDR-SHARED')).toEqual({ rows: 100, messages: 100 });
  });
});

import { randomUUID } from 'node:crypto';
import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';

/**
 * Anyone may send device messages (no session): refused ones must not fill the disk nor keep the
 * database from answering others. Refused messages are logged as a small digest, and only so
 * many a minute: per device id, per address (HTTP) and in all.
 */
const MQTT_URL = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';
const topicRoot = `yardline-test/${randomUUID().slice(0, 8)}/devices`;
const t = useTestApp({ settings: () => ({ mqttUrl: MQTT_URL, mqttTopicRoot: topicRoot }) });

const refusedRows = async (prefix: string) =>
  (
    await t.database.pool.query(
      `select count(*)::int as n, coalesce(max(octet_length(payload::text)), 0)::int as largest
       from device_logs where kind = 'INVALID' and device_id like $1`,
      [`${prefix}%`],
    )
  ).rows[0] as { n: number; largest: number };

/** An RFID message of about `bytes` bytes from no known device. */
const rfidOf = (bytes: number) =>
  JSON.stringify({
    messageId: randomUUID(),
    key: 'guess',
    tags: Array.from({ length: Math.ceil(bytes / 1000) }, () => ({ tagId: 'x'.repeat(980) })),
  });

const timed = async (call: () => Promise<{ statusCode: number }>) => {
  const started = performance.now();
  const { statusCode } = await call();
  return { statusCode, ms: performance.now() - started };
};

describe('refused device messages', () => {
  it('over HTTP: an oversized body is not read, and a flood from one address leaves a few small rows and then 429s', async () => {
    const post = (deviceId: string, body: string, remoteAddress = '192.0.2.7') =>
      t.request('POST', `/rest/devices/${deviceId}/rfid`, {
        headers: { 'content-type': 'application/json' },
        body,
        remoteAddress,
      });
    const huge = await post('HFLOOD-BIG', rfidOf(800_000));
    expect(huge.statusCode).toBe(413);
    expect((await refusedRows('HFLOOD-BIG')).n).toBe(0);

    const statuses: number[] = [];
    for (let i = 0; i < 80; i++)
      statuses.push((await post(`HFLOOD-${i % 20}`, rfidOf(20_000))).statusCode);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(400));
    expect(statuses.at(-1)).toBe(429);
    const rows = await refusedRows('HFLOOD-');
    expect(rows.n).toBeGreaterThan(0);
    expect(rows.n).toBeLessThanOrEqual(30);
    expect(rows.largest).toBeLessThan(1200);

    // Another address is still heard, and the API answers.
    expect((await post('HFLOOD-OTHER', rfidOf(100), '192.0.2.8')).statusCode).toBe(400);
    expect((await t.request('GET', '/rest/ping')).statusCode).toBe(200);
  });

  it('over MQTT: 400 messages from made-up devices leave a bounded log, while the API keeps answering', async () => {
    const cookie = await t.login('admin');
    const attacker = await mqtt.connectAsync(MQTT_URL, { clientId: `flood-${randomUUID()}` });
    let acks = 0;
    const allAcked = new Promise<void>((resolve) => {
      attacker.on('message', () => {
        if (++acks === 400) resolve();
      });
    });
    await attacker.subscribeAsync(`${topicRoot}/+/ack`, { qos: 1 });
    const body = rfidOf(20_000);
    const sending = Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        attacker.publishAsync(`${topicRoot}/MFLOOD-${i}/rfid`, body, { qos: 1 }),
      ),
    );
    const health: { statusCode: number; ms: number }[] = [];
    let done = false;
    void allAcked.then(() => {
      done = true;
    });
    while (!done && health.length < 200) {
      health.push(await timed(() => t.request('GET', '/rest/health', { cookie })));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await sending;
    await allAcked;
    await attacker.endAsync();

    expect(health.every((answer) => answer.statusCode === 200)).toBe(true);
    const ms = health.map((answer) => answer.ms).sort((a, b) => a - b);
    expect(ms[Math.floor(ms.length / 2)]).toBeLessThan(1000);
    const rows = await refusedRows('MFLOOD-');
    expect(rows.n).toBeGreaterThan(0);
    expect(rows.n).toBeLessThanOrEqual(60);
    expect(rows.largest).toBeLessThan(1200);
  }, 60_000);
});

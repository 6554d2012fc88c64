import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { useEventStream } from '../../../test/support/use-event-stream.ts';
import { connectDevice, type DeviceClient } from '../../../tools/device-simulator/device-client.ts';

/** Mosquitto on this machine; each run on topics of its own, so parallel runs do not mix. */
export const MQTT_URL = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';

/**
 * The gate devices' API tests: the app on MQTT topics of its own, sessions for the roles that
 * manage or use gates, an event stream as the superadmin (`stream.next`), devices that connect
 * as a reader (closed after), and the calls that add gates and readers and read device logs.
 * With `listen: false` the app does not listen to the broker (other nodes of the test do).
 */
export function useGateDevicesApp({ listen = true } = {}) {
  const topicRoot = `yardline-test/${randomUUID().slice(0, 8)}/devices`;
  const t = useTestApp({
    eventsHeartbeatMs: 200,
    settings: () => (listen ? { mqttUrl: MQTT_URL, mqttTopicRoot: topicRoot } : {}),
  });
  const cookies: Record<string, string> = {};
  const devices: DeviceClient[] = [];

  /**
   * A device on the broker, on the app's topics unless told otherwise; it waits 5 s for each ack
   * and sends once unless told to resend.
   */
  async function device(
    deviceId: string,
    key: string,
    options: { timeoutMs?: number; resendMs?: number; topicRoot?: string } = {},
  ) {
    const client = await connectDevice({
      url: MQTT_URL,
      deviceId,
      key,
      topicRoot,
      timeoutMs: 5000,
      ...options,
    });
    devices.push(client);
    return client;
  }

  async function addGate(name: string, type: 'IN' | 'OUT') {
    const response = await t.request('POST', '/rest/enterprise/gate', {
      cookie: cookies.admin,
      body: {
        name,
        type,
        positionLat: 18.95,
        positionLong: 72.95,
        camConfig: [{ id: 'FRONT-CAM' }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().gate as { id: number };
  }

  async function addReader(
    name: string,
    gateId: number | null,
    more: { readerType?: string; machineId?: number; itvId?: number } = {},
  ) {
    const response = await t.request('POST', '/rest/enterprise/readers', {
      cookie: cookies.admin,
      body: { name, readerType: 'GATEIN', ip: '10.0.0.5', gateId, ...more },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { reader: { id: number; health: string }; deviceKey: string };
  }

  const logsOf = async (deviceId: string, query = '') =>
    (
      await t.request('GET', `/rest/enterprise/devicelogs/${deviceId}?skip=1&limit=100${query}`, {
        cookie: cookies.superadmin,
      })
    ).json() as {
      logs: { kind: string; tagId: string | null; messageId: string }[];
      totalCount: number;
    };

  beforeAll(async () => {
    for (const role of ['superadmin', 'admin', 'operator', 'gateinuser', 'manager'] as const) {
      cookies[role] = await t.login(role);
    }
  });
  const stream = useEventStream(t, () => cookies.superadmin);
  afterAll(async () => {
    for (const client of devices) await client.close();
  });

  return { t, cookies, topicRoot, device, addGate, addReader, logsOf, stream };
}

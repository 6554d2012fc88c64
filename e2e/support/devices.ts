import { randomUUID } from 'node:crypto';
import {
  connectDevice,
  type DeviceClient,
} from '../../apps/server/tools/device-simulator/device-client.ts';
import { demoDeviceKey } from '../../apps/server/tools/seed/seed-gate.ts';

/** Mosquitto on this machine. */
export const MQTT_URL = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';

/**
 * The server settings and device doubles of one test file: its own topic root on the broker, so
 * test files (and other runs) sharing Mosquitto never hear each other's devices.
 */
export function useDevices() {
  const topicRoot = `yardline-e2e/${randomUUID().slice(0, 8)}/devices`;
  const clients: DeviceClient[] = [];
  return {
    env: { MQTT_URL, MQTT_TOPIC_ROOT: topicRoot },
    /** One of the demo terminal's readers (OCR-G1, RDR-G1-IN, OCR-G2, RDR-G1-OUT, …). */
    async device(deviceId: string, key = demoDeviceKey(deviceId)): Promise<DeviceClient> {
      const client = await connectDevice({
        url: MQTT_URL,
        deviceId,
        key,
        topicRoot,
        timeoutMs: 15_000,
      });
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((client) => client.close()));
    },
  };
}

import { randomUUID } from 'node:crypto';
import {
  DEVICE_TOPIC_ROOT,
  type DeviceAck,
  type DeviceKind,
  deviceAckTopic,
  deviceTopic,
  type HeartbeatMessage,
  type OcrMessage,
  type PositionMessage,
  type RfidMessage,
} from '@yardline/domain/devices/protocol';
import mqtt, { type MqttClient } from 'mqtt';
import { signMessage } from '../../src/features/gate-devices/device-signature.ts';

type Without<T> = Omit<T, 'key' | 'signature' | 'messageId'> & { messageId?: string };

/**
 * A device speaking the device protocol over a real MQTT connection or over HTTP: an RFID
 * reader, an OCR portal, or both under one device id, or the position tracker on a machine or an
 * ITV. The device simulator (`npm run devices`) and the tests use it, so what they send is
 * exactly what hardware would: every message signed with the device's key, which never travels.
 */
export interface DeviceClient {
  deviceId: string;
  /**
   * Publishes a message (signed now, read now, unless it says `signedAt` or `readAt`) and resolves
   * with the server's ack for it (rejects after `timeoutMs`).
   */
  rfid(message: Without<RfidMessage>): Promise<DeviceAck>;
  ocr(message: Without<OcrMessage>): Promise<DeviceAck>;
  heartbeat(message: Without<HeartbeatMessage>): Promise<DeviceAck>;
  position(message: Without<PositionMessage>): Promise<DeviceAck>;
  /** Sends anything as a `kind` message (for refused-message tests). */
  raw(kind: DeviceKind, payload: string | Buffer, messageId: string): Promise<DeviceAck>;
  close(): Promise<void>;
}

export async function connectDevice(opts: {
  url: string;
  deviceId: string;
  key: string;
  topicRoot?: string;
  timeoutMs?: number;
  /**
   * Publishes a message again (the same bytes) until its ack comes, as the protocol asks of
   * devices (the broker may drop what it cannot queue): after `resendMs`, then after twice as
   * long each time, up to a minute. None: sent once.
   */
  resendMs?: number;
}): Promise<DeviceClient> {
  const root = opts.topicRoot ?? DEVICE_TOPIC_ROOT;
  const client: MqttClient = await mqtt.connectAsync(opts.url, {
    clientId: `device-${opts.deviceId}-${randomUUID().slice(0, 8)}`,
    clean: true,
    reconnectPeriod: 1000,
  });
  type Waiter = { resolve: (ack: DeviceAck) => void; timers: NodeJS.Timeout[] };
  const stop = (waiter: Waiter) => {
    for (const timer of waiter.timers) clearTimeout(timer);
  };
  // A message sent twice (a resend) waits for its ack twice: each copy is answered.
  const waiting = new Map<string, Waiter[]>();
  client.on('message', (_topic, payload) => {
    let ack: DeviceAck;
    try {
      ack = JSON.parse(payload.toString('utf8')) as DeviceAck;
    } catch {
      return;
    }
    if (ack.messageId === null) return;
    const list = waiting.get(ack.messageId);
    const entry = list?.shift();
    if (!entry) return;
    if (list?.length === 0) waiting.delete(ack.messageId);
    stop(entry);
    entry.resolve(ack);
  });
  await client.subscribeAsync(deviceAckTopic(opts.deviceId, root), { qos: 1 });

  function send(kind: DeviceKind, payload: string | Buffer, messageId: string): Promise<DeviceAck> {
    return new Promise<DeviceAck>((resolve, reject) => {
      const forget = () => {
        const list = waiting.get(messageId)?.filter((w) => w !== waiter) ?? [];
        if (list.length) waiting.set(messageId, list);
        else waiting.delete(messageId);
      };
      const waiter: Waiter = { resolve, timers: [] };
      const fail = (error: Error) => {
        stop(waiter);
        forget();
        reject(error);
      };
      const publish = () =>
        client.publish(deviceTopic(opts.deviceId, kind, root), payload, { qos: 1 }, (error) => {
          if (error) fail(error);
        });
      waiter.timers.push(
        setTimeout(
          () => fail(new Error(`no ack for ${kind} message ${messageId} from ${opts.deviceId}`)),
          opts.timeoutMs ?? 10_000,
        ),
      );
      const resendAfter = (ms: number) => {
        waiter.timers.push(
          setTimeout(() => {
            publish();
            resendAfter(Math.min(2 * ms, 60_000));
          }, ms),
        );
      };
      if (opts.resendMs) resendAfter(opts.resendMs);
      waiting.set(messageId, [...(waiting.get(messageId) ?? []), waiter]);
      publish();
    });
  }

  return deviceOf(opts.deviceId, opts.key, send, async () => {
    for (const list of waiting.values()) for (const entry of list) stop(entry);
    await client.endAsync();
  });
}

type Send = (kind: DeviceKind, payload: string | Buffer, messageId: string) => Promise<DeviceAck>;

/** The messages of one device over a transport's `send`: each with its id and times, signed. */
function deviceOf(deviceId: string, key: string, send: Send, close: () => Promise<void>) {
  const message = (kind: DeviceKind, body: { messageId?: string }) => {
    const messageId = body.messageId ?? randomUUID();
    const now = new Date().toISOString();
    const fields = { readAt: now, signedAt: now, ...body, messageId };
    return send(kind, signMessage(key, deviceId, kind, fields), messageId);
  };
  return {
    deviceId,
    rfid: (body) => message('rfid', body),
    ocr: (body) => message('ocr', body),
    heartbeat: (body) => message('heartbeat', body),
    position: (body) => message('position', body),
    raw: send,
    close,
  } satisfies DeviceClient;
}

/**
 * The same device over HTTP (`POST {url}/rest/devices/{deviceId}/{kind}`), signing as over MQTT:
 * the message id also goes in the `Idempotency-Key` header, as an HTTP client's retry layer would
 * send it. A refusal (4xx) resolves as an ack with `ok: false`, the server's message and code.
 */
export function httpDevice(opts: {
  url: string;
  deviceId: string;
  key: string;
  timeoutMs?: number;
}): DeviceClient {
  const base = opts.url.replace(/\/+$/, '');
  const send: Send = async (kind, payload, messageId) => {
    const response = await fetch(`${base}/rest/devices/${opts.deviceId}/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': messageId },
      body: typeof payload === 'string' ? payload : new Uint8Array(payload),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    const answer = (await response.json()) as DeviceAck & { message?: string };
    if (response.ok) return answer;
    if (response.status >= 500) throw new Error(`${response.status} ${answer.message ?? ''}`);
    return {
      messageId,
      ok: false,
      duplicate: false,
      error: answer.message ?? `HTTP ${response.status}`,
      ...(answer.code ? { code: answer.code } : {}),
      logIds: [],
      ocrRecordId: null,
    };
  };
  return deviceOf(opts.deviceId, opts.key, send, async () => {});
}

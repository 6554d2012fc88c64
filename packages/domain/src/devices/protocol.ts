import { z } from 'zod';
import { TextLine } from '../common/text.ts';
import { PositionReport } from '../machines/machine.schema.ts';
import { CAMERA_IDS, CameraUrl } from './cameras.ts';

/**
 * The device protocol: how gate hardware (RFID readers, OCR portals with their cameras) reports
 * to Yardline. The same messages travel over MQTT (topic per device and kind) and over HTTP
 * (`POST /rest/devices/{deviceId}/{kind}`); the server, the simulator and the test doubles all
 * read and write them through this module.
 *
 * - A device is a gate reader, named by its `name` (its device id). It signs every message with
 *   its key (shown once when the reader is created: `signature.ts`); over HTTP it may send the
 *   key instead (in `key` or the `X-Device-Key` header), never over MQTT.
 * - `messageId` makes a resend harmless: the second copy of a message is acknowledged and
 *   changes nothing. A device resends until it has the server's ack; the same id with another
 *   content is refused.
 * - Each message becomes one device log row (RFID tag reads one a tag); an OCR read also queues
 *   an OCR record for the reader's gate; a position read (from a MACHINE or ITV reader, the
 *   tracker on a machine or an ITV) is that machine's or ITV's position report.
 */

/**
 * Root of every device topic: `yardline/devices/{deviceId}/{kind}`. A site may choose another
 * (MQTT_TOPIC_ROOT), so several installations (or test runs) share a broker without hearing
 * each other.
 */
export const DEVICE_TOPIC_ROOT = 'yardline/devices';
export const DEVICE_KINDS = ['rfid', 'ocr', 'heartbeat', 'position'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** The topic a device publishes `kind` messages on. */
export const deviceTopic = (deviceId: string, kind: DeviceKind, root = DEVICE_TOPIC_ROOT) =>
  `${root}/${deviceId}/${kind}`;
/** The topic the server answers each message on: `{messageId, ok, duplicate, error?, …}`. */
export const deviceAckTopic = (deviceId: string, root = DEVICE_TOPIC_ROOT) =>
  `${root}/${deviceId}/ack`;
/** What the server subscribes to. */
export const deviceSubscription = (root = DEVICE_TOPIC_ROOT) => `${root}/+/+`;

/** Reads `{root}/{deviceId}/{kind}`; undefined for any other topic (acks included). */
export function parseDeviceTopic(
  topic: string,
  root = DEVICE_TOPIC_ROOT,
): { deviceId: string; kind: DeviceKind } | undefined {
  if (!topic.startsWith(`${root}/`)) return undefined;
  const parts = topic.slice(root.length + 1).split('/');
  if (parts.length !== 2) return undefined;
  const [deviceId = '', kind = ''] = parts;
  if (!deviceId || !(DEVICE_KINDS as readonly string[]).includes(kind)) return undefined;
  return { deviceId, kind: kind as DeviceKind };
}

export const DEVICE_ID_PATTERN = /^[A-Za-z0-9._-]{1,40}$/;
export const DeviceId = TextLine.regex(
  DEVICE_ID_PATTERN,
  'A device id has 1 to 40 letters, digits, dots, dashes or underscores.',
);

/**
 * The largest body taken for each kind, in bytes (UTF-8 JSON): room for the schema's largest
 * message written with escapes; a larger one is refused before it is read (HTTP 413) or parsed.
 */
export const DEVICE_BODY_LIMITS: Record<DeviceKind, number> = {
  rfid: 32 * 1024,
  ocr: 32 * 1024,
  heartbeat: 4 * 1024,
  position: 4 * 1024,
};

const Common = z.object({
  /** Unique per device: a resend carries the same id and says the same (it may be signed again). */
  messageId: TextLine.min(1).max(100),
  /** When the device saw it (ISO 8601), within `readAtProblem`'s window; the server's clock when absent. */
  readAt: z.iso.datetime({ offset: true }).optional(),
  /** The device's key (from the reader's creation): over HTTP only, when the message is not signed. */
  key: TextLine.min(1).max(200).optional(),
  /** When the device signed it (ISO 8601): within 5 minutes of the server's clock. */
  signedAt: z.iso.datetime({ offset: true }).optional(),
  /** HMAC-SHA256 of the message (`signature.ts`), in lowercase hex: its last member. */
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

/** How far back a device's `readAt` may be (a reader that buffered while offline) and ahead. */
export const READ_AT_PAST_MS = 24 * 60 * 60_000;
export const READ_AT_AHEAD_MS = 5 * 60_000;

/** Why a message's `readAt` is refused at `now` (a clock far off, a made-up date), or undefined. */
export function readAtProblem(readAt: string, now: number): string | undefined {
  const at = Date.parse(readAt);
  if (at >= now - READ_AT_PAST_MS && at <= now + READ_AT_AHEAD_MS) return undefined;
  return `readAt ${readAt} is not within 24 hours before and 5 minutes after the server's time (${new Date(now).toISOString()}).`;
}

/** An RFID reader saw one or more tags (container tags of 8 digits, trailer tags). */
export const RfidMessage = Common.extend({
  tags: z
    .array(
      z.object({
        tagId: TextLine.trim().min(1).max(40),
        antenna: z.number().int().min(0).max(64).optional(),
        rssi: z.number().min(-200).max(200).optional(),
      }),
    )
    .min(1)
    .max(50),
});
export type RfidMessage = z.input<typeof RfidMessage>;

/** A camera image of the read: the camera's id (FRONT-CAM …) and where the portal serves it. */
export const OcrImage = z.object({
  camId: z.enum(CAMERA_IDS),
  /** The server fetches it (a JPEG, within CAMERA_HOSTS) as the record arrives. */
  url: CameraUrl.optional(),
});

/** An OCR portal read a container number (and maybe the trailer's) as a truck passed. */
export const OcrMessage = Common.extend({
  containerNumber: TextLine.trim().min(1).max(20),
  /** '20' or '40' when the portal measured it. */
  containerSize: z.enum(['20', '40']).optional(),
  /** The trailer's plate; absent or 'NA' when none was read. */
  trailerNumber: TextLine.trim().max(20).optional(),
  /** 0–100. */
  confidence: z.number().min(0).max(100).optional(),
  images: z.array(OcrImage).max(5).default([]),
});
export type OcrMessage = z.input<typeof OcrMessage>;

/** A reader saying it is alive: status OK or NOK (antenna fault, …). */
export const HeartbeatMessage = Common.extend({
  status: z.enum(['OK', 'NOK']),
  detail: TextLine.max(200).optional(),
});
export type HeartbeatMessage = z.input<typeof HeartbeatMessage>;

/**
 * A machine's or an ITV's tracker says where it is (and maybe its status): the same report as
 * `POST /rest/machines/{id}/position`, for the machine or ITV its reader is linked to.
 */
export const PositionMessage = Common.extend(PositionReport.shape);
export type PositionMessage = z.input<typeof PositionMessage>;

export const DEVICE_MESSAGES = {
  rfid: RfidMessage,
  ocr: OcrMessage,
  heartbeat: HeartbeatMessage,
  position: PositionMessage,
} as const satisfies Record<DeviceKind, z.ZodType>;

export type DeviceMessage<K extends DeviceKind> = z.infer<(typeof DEVICE_MESSAGES)[K]>;

/** The server's answer to one message, over HTTP and on the ack topic. */
export const DeviceAck = z.object({
  messageId: z.string().nullable(),
  ok: z.boolean(),
  /** A resend of a message already taken: nothing changed. */
  duplicate: z.boolean(),
  error: z.string().optional(),
  /**
   * Why it was refused (HTTP answers 400, 401, 422 or 429 for them). IDEMPOTENCY_KEY_REUSED: the
   * message id was taken before for a message that says something else (the gate's answer to a
   * reused Idempotency-Key).
   */
  code: z
    .enum([
      'INVALID_MESSAGE',
      'UNKNOWN_DEVICE',
      'WRONG_KEY',
      'BAD_SIGNATURE',
      'NOT_A_TRACKER',
      'IDEMPOTENCY_KEY_REUSED',
      'RATE_LIMITED',
    ])
    .optional(),
  /** The device log rows written (none for a duplicate or a refusal). */
  logIds: z.array(z.number().int()),
  /** The OCR record an OCR read queued. */
  ocrRecordId: z.number().int().nullable(),
});
export type DeviceAck = z.infer<typeof DeviceAck>;
export type DeviceRefusal = NonNullable<DeviceAck['code']>;

/**
 * Kinds of device log row (doc 1 §9's filters are All, RF_OK, RFNOK and TAG_DATA): a heartbeat
 * is RF_OK or RFNOK, a tag read TAG_DATA, an OCR read OCR_DATA, a position POS_DATA, a refused
 * message INVALID.
 */
export const DEVICE_LOG_KINDS = [
  'RF_OK',
  'RFNOK',
  'TAG_DATA',
  'OCR_DATA',
  'POS_DATA',
  'INVALID',
] as const;
export type DeviceLogKind = (typeof DEVICE_LOG_KINDS)[number];
export const DEVICE_LOG_FILTERS = ['All', 'RF_OK', 'RFNOK', 'TAG_DATA'] as const;
export type DeviceLogFilter = (typeof DEVICE_LOG_FILTERS)[number];

import { timingSafeEqual } from 'node:crypto';
import {
  DEVICE_MESSAGES,
  type DeviceAck,
  type DeviceKind,
  type DeviceMessage,
  type DeviceRefusal,
} from '@yardline/domain/devices/protocol';
import type { OcrImageData } from '@yardline/domain/gate/ocr';
import type { Db, Executor } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { holdsBrokenText, MAX_JSON_DEPTH, nestsTooDeep } from '../../platform/http/json-limits.ts';
import type { ItvsService } from '../itvs/index.ts';
import type { MachinesService } from '../machines/index.ts';
import { deviceLogsRepository as logs, type NewDeviceLog } from './device-logs.repository.ts';
import { gatesRepository as gates } from './gates.repository.ts';
import { hashDeviceKey } from './gates.service.ts';
import { ocrRepository } from './ocr.repository.ts';

type Logger = { warn(obj: unknown, msg?: string): void };

/**
 * A message's JSON as either transport received it. Text that is not JSON is kept (its start) so
 * that the refusal is logged with what came; so is the reason JSON nested too deep or holding
 * broken text is not read, since neither could be logged as it came.
 */
export function readDeviceJson(text: string): unknown {
  if (nestsTooDeep(text)) return `message nested more than ${MAX_JSON_DEPTH} levels deep`;
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return text.slice(0, 200).toWellFormed();
  }
  return holdsBrokenText(message) ? 'message holding text that is not valid Unicode' : message;
}

/** What an HTTP request's headers say of its message: its id and the device's key. */
export interface DeviceEnvelope {
  idempotencyKey?: string | undefined;
  deviceKey?: string | undefined;
}

/**
 * The message with the envelope's id and key filled in where the body leaves them out; a header
 * saying otherwise than the body is a conflict (the message is refused, not guessed at).
 */
function withEnvelope(
  received: unknown,
  envelope: DeviceEnvelope,
): { payload: unknown; conflict?: string } {
  if (typeof received !== 'object' || received === null || Array.isArray(received))
    return { payload: received };
  const body = received as { messageId?: unknown; key?: unknown };
  const fill = (field: 'messageId' | 'key', header: string, value: string | undefined) => {
    if (value === undefined || body[field] === undefined) return undefined;
    return body[field] === value
      ? undefined
      : `The ${header} header and the body's ${field} differ.`;
  };
  const conflict =
    fill('messageId', 'Idempotency-Key', envelope.idempotencyKey) ??
    fill('key', 'X-Device-Key', envelope.deviceKey);
  const payload = {
    ...body,
    messageId: body.messageId ?? envelope.idempotencyKey,
    key: body.key ?? envelope.deviceKey,
  };
  return conflict ? { payload, conflict } : { payload };
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function problemText(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'message'}: ${issue.message}`)
    .join('; ');
}

/**
 * Device ingestion (the device protocol, `packages/domain/src/devices/protocol.ts`): a message
 * from a reader is checked (known device, its key, the payload's shape) and then, in one
 * transaction, written to the device logs, the reader's statusLastReceived moved on, an OCR read
 * queued at the reader's gate, a position read handed to the machines or ITVs report (the
 * 'machine.position' or 'itv.position' event), and a 'device.read' event sent. A resend (same messageId) finds
 * its log rows there and changes nothing; a refused message is logged as INVALID and changes
 * nothing else.
 */
export function createIngestService(deps: {
  db: Db;
  events: Pick<EventBus, 'publish'>;
  log: Logger;
  machines: Pick<MachinesService, 'reportIn'>;
  itvs: Pick<ItvsService, 'reportIn'>;
  /**
   * After an OCR record with image links is committed: fetches them (in the background, so the
   * device's answer does not wait for its own images).
   */
  fetchImages?: (gateId: number, recordId: number, images: OcrImageData[]) => Promise<void>;
}) {
  const { db } = deps;

  async function refuse(
    deviceId: string,
    messageId: string | null,
    error: string,
    payload: unknown,
    code: DeviceRefusal,
  ): Promise<DeviceAck> {
    const safe =
      typeof payload === 'object' && payload !== null
        ? { ...payload, key: undefined }
        : { raw: String(payload).slice(0, 500).toWellFormed() };
    await logs.insert(db, [
      {
        deviceId: deviceId.slice(0, 40),
        kind: 'INVALID',
        messageId: null,
        part: 0,
        tagId: null,
        detail: error.slice(0, 500),
        payload: safe,
        readAt: new Date(),
      },
    ]);
    deps.log.warn({ deviceId, messageId, error }, 'device message refused');
    return { messageId, ok: false, duplicate: false, error, code, logIds: [], ocrRecordId: null };
  }

  function rowsOf<K extends DeviceKind>(
    deviceId: string,
    kind: K,
    message: DeviceMessage<K>,
    readAt: Date,
  ): NewDeviceLog[] {
    const { key: _key, ...payload } = message as DeviceMessage<K> & { key: string };
    const base = { deviceId, messageId: message.messageId, payload, readAt };
    if (kind === 'rfid') {
      return (message as DeviceMessage<'rfid'>).tags.map((tag, part) => ({
        ...base,
        kind: 'TAG_DATA' as const,
        part,
        tagId: tag.tagId,
        detail: tag.antenna === undefined ? null : `antenna ${tag.antenna}`,
      }));
    }
    if (kind === 'ocr') {
      const ocr = message as DeviceMessage<'ocr'>;
      return [{ ...base, kind: 'OCR_DATA', part: 0, tagId: null, detail: ocr.containerNumber }];
    }
    if (kind === 'position') {
      const { lat, lng, status } = message as DeviceMessage<'position'>;
      const detail = `${lat}, ${lng}${status ? ` ${status}` : ''}`;
      return [{ ...base, kind: 'POS_DATA', part: 0, tagId: null, detail }];
    }
    const beat = message as DeviceMessage<'heartbeat'>;
    return [
      {
        ...base,
        kind: beat.status === 'OK' ? 'RF_OK' : 'RFNOK',
        part: 0,
        tagId: null,
        detail: beat.detail ?? null,
      },
    ];
  }

  async function take<K extends DeviceKind>(
    tx: Executor,
    device: { id: number; gateId: number | null; machineId: number | null; itvId: number | null },
    deviceId: string,
    kind: K,
    message: DeviceMessage<K>,
  ): Promise<DeviceAck> {
    const readAt = message.readAt ? new Date(message.readAt) : new Date();
    const logIds = await logs.insert(tx, rowsOf(deviceId, kind, message, readAt));
    if (logIds.length === 0) {
      return {
        messageId: message.messageId,
        ok: true,
        duplicate: true,
        logIds: [],
        ocrRecordId: null,
      };
    }
    await gates.touch(tx, device.id, new Date());
    let ocrRecordId: number | null = null;
    let containerNumber: string | null = null;
    if (kind === 'ocr') {
      const ocr = message as DeviceMessage<'ocr'>;
      containerNumber = ocr.containerNumber;
      if (device.gateId !== null) {
        ocrRecordId = await ocrRepository.insert(tx, {
          gateId: device.gateId,
          deviceId,
          logId: logIds[0] ?? null,
          readNumber: ocr.containerNumber,
          containerSize: ocr.containerSize ?? null,
          trailerNumber: ocr.trailerNumber && ocr.trailerNumber !== 'NA' ? ocr.trailerNumber : null,
          confidence: ocr.confidence ?? null,
          images: ocr.images,
          at: readAt,
        });
      }
    }
    if (kind === 'position') {
      const { lat, lng, status } = message as DeviceMessage<'position'>;
      const actor = { scope: `device:${deviceId}`, userId: null };
      if (device.machineId !== null)
        await deps.machines.reportIn(tx, actor, device.machineId, { lat, lng, status });
      else if (device.itvId !== null)
        await deps.itvs.reportIn(tx, actor, device.itvId, { lat, lng, status });
    }
    const tagIds =
      kind === 'rfid' ? (message as DeviceMessage<'rfid'>).tags.map((tag) => tag.tagId) : [];
    await deps.events.publish(tx, {
      type: 'device.read',
      data: {
        deviceId,
        kind,
        logIds,
        gateId: device.gateId,
        ocrRecordId,
        containerNumber,
        tagIds: tagIds.slice(0, 20),
      },
    });
    return { messageId: message.messageId, ok: true, duplicate: false, logIds, ocrRecordId };
  }

  return {
    /**
     * One message from `deviceId`, as it arrived (parsed JSON, or anything else). Over HTTP the
     * `Idempotency-Key` and `X-Device-Key` headers may carry the message id and the key instead
     * of the body: `envelope` holds them, and a header that contradicts the body is refused.
     */
    async ingest(
      deviceId: string,
      kind: DeviceKind,
      received: unknown,
      envelope: DeviceEnvelope = {},
    ): Promise<DeviceAck> {
      const { payload, conflict } = withEnvelope(received, envelope);
      const messageId =
        typeof payload === 'object' &&
        payload !== null &&
        typeof (payload as { messageId?: unknown }).messageId === 'string'
          ? (payload as { messageId: string }).messageId.slice(0, 100)
          : null;
      if (conflict) return refuse(deviceId, messageId, conflict, payload, 'INVALID_MESSAGE');
      const parsed = DEVICE_MESSAGES[kind].safeParse(payload);
      if (!parsed.success)
        return refuse(
          deviceId,
          messageId,
          `Invalid ${kind} message: ${problemText(parsed.error)}`,
          payload,
          'INVALID_MESSAGE',
        );
      const device = await gates.device(db, deviceId);
      if (!device)
        return refuse(
          deviceId,
          messageId,
          `Unknown device ${deviceId}.`,
          payload,
          'UNKNOWN_DEVICE',
        );
      if (!device.keyHash || !sameHash(device.keyHash, hashDeviceKey(parsed.data.key))) {
        return refuse(
          deviceId,
          messageId,
          `Wrong key for device ${deviceId}.`,
          payload,
          'WRONG_KEY',
        );
      }
      if (kind === 'position' && device.machineId === null && device.itvId === null) {
        return refuse(
          deviceId,
          messageId,
          `Device ${deviceId} tracks no machine or ITV.`,
          payload,
          'NOT_A_TRACKER',
        );
      }
      const ack = await db.transaction((tx) =>
        take(tx, device, deviceId, kind, parsed.data as DeviceMessage<typeof kind>),
      );
      const images = kind === 'ocr' ? (parsed.data as DeviceMessage<'ocr'>).images : [];
      if (ack.ocrRecordId !== null && device.gateId !== null && deps.fetchImages) {
        deps
          .fetchImages(device.gateId, ack.ocrRecordId, images)
          .catch((error: unknown) => deps.log.warn({ deviceId, error }, 'portal images not kept'));
      }
      return ack;
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;

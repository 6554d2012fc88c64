import type {
  DeviceAck,
  DeviceKind,
  DeviceMessage,
  DeviceRefusal,
} from '@yardline/domain/devices/protocol';
import type { OcrImageData } from '@yardline/domain/gate/ocr';
import type { Db, Executor } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { ItvsService } from '../itvs/index.ts';
import type { MachinesService } from '../machines/index.ts';
import { deviceLogsRepository as logs, type NewDeviceLog } from './device-logs.repository.ts';
import {
  type Credential,
  type DeviceEnvelope,
  type Refusal,
  readDeviceMessage,
} from './device-message.ts';
import { deviceKeyHash, sameDigest, signatureOf } from './device-signature.ts';
import { gatesRepository as gates } from './gates.repository.ts';
import { ocrRepository } from './ocr.repository.ts';
import { addressScope, createRefusalLimiter, refusalScopes } from './refusal-limiter.ts';
import { refusedPayload } from './refused-payload.ts';

export type { DeviceEnvelope } from './device-message.ts';

type Logger = { warn(obj: unknown, msg?: string): void };

/**
 * Thrown in a message's transaction when its id was taken before by a message that says
 * something else: rolls back whatever of it was written, so it is refused whole.
 */
class ReusedMessageId extends Error {}

/** What a message says, as logged: all of it but its credentials (key, signature). */
function contentOf<K extends DeviceKind>(message: DeviceMessage<K>) {
  const { key: _key, signature: _signature, ...content } = message;
  return content;
}

/** Whether `credential` is the device's: its key, or a signature made with it. */
function proves(
  keyHash: string | null,
  deviceId: string,
  kind: DeviceKind,
  credential: Credential,
): boolean {
  if (!keyHash) return false;
  if ('key' in credential) return sameDigest(keyHash, deviceKeyHash(credential.key));
  const { signedAt, body, signature } = credential;
  return sameDigest(signatureOf(keyHash, deviceId, kind, signedAt, body), signature);
}

/**
 * Device ingestion (the device protocol, `packages/domain/src/devices/protocol.ts`): a message
 * from a reader is checked (its size and shape, its time, a known device, its key or signature:
 * `device-message.ts`) and then, in one transaction, written to the device logs, the reader's statusLastReceived moved on, an OCR read
 * queued at the reader's gate, a position read handed to the machines or ITVs report (the
 * 'machine.position' or 'itv.position' event), and a 'device.read' event sent. A resend (same messageId) finds
 * its log rows there and changes nothing; so does a replayed signed message, whose id is signed
 * (the database's (device, messageId) key is shared by every app node). The same id with another
 * content is refused (IDEMPOTENCY_KEY_REUSED), none of it taken. A refused message is
 * logged as INVALID, a digest and so many a minute, and changes nothing else.
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

  const limiter = createRefusalLimiter();

  const refusal = (messageId: string | null, error: string, code: DeviceRefusal): DeviceAck => ({
    messageId,
    ok: false,
    duplicate: false,
    error,
    code,
    logIds: [],
    ocrRecordId: null,
  });

  /**
   * A refused message is answered with the reason and logged as an INVALID row holding a digest
   * of what came, so many a minute (`REFUSALS_A_MINUTE`): past that it is answered RATE_LIMITED,
   * reason included, and not logged.
   */
  async function refuse(
    deviceId: string,
    raw: Buffer,
    envelope: DeviceEnvelope,
    { messageId, error, code }: Omit<Refusal, 'ok'>,
  ): Promise<DeviceAck> {
    const id = deviceId.slice(0, 40);
    const limited = limiter.hit(refusalScopes(id, envelope.address));
    if (limited) {
      if (limited.first)
        deps.log.warn({ scope: limited.over.key }, 'device refusals over the limit: not logged');
      const say = `Too many refused messages ${limited.over.says}: not logged for a minute. This one: ${error}`;
      return refusal(messageId, say, 'RATE_LIMITED');
    }
    await logs.insert(db, [
      {
        deviceId: id,
        kind: 'INVALID',
        messageId: null,
        part: 0,
        tagId: null,
        detail: error.slice(0, 500),
        payload: refusedPayload(raw),
        readAt: new Date(),
      },
    ]);
    deps.log.warn({ deviceId: id, messageId, error }, 'device message refused');
    return refusal(messageId, error, code);
  }

  function rowsOf<K extends DeviceKind>(
    deviceId: string,
    kind: K,
    message: DeviceMessage<K>,
    readAt: Date,
  ): NewDeviceLog[] {
    const base = { deviceId, messageId: message.messageId, payload: contentOf(message), readAt };
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
    const rows = rowsOf(deviceId, kind, message, readAt);
    const logIds = await logs.insert(tx, rows);
    if (logIds.length < rows.length) {
      // The id was taken before: a resend says the same and writes nothing; anything else (more
      // tags, another reading) is another message under a used id, refused whole.
      const resend =
        logIds.length === 0 &&
        (await logs.sameMessage(tx, deviceId, message.messageId, contentOf(message)));
      if (!resend) throw new ReusedMessageId();
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
     * One message from `deviceId`, its bytes as they arrived. Over HTTP the `Idempotency-Key` and
     * `X-Device-Key` headers may carry the message id and the key instead of the body (`envelope`
     * holds them, and the caller's address); over MQTT the message must be signed.
     */
    async ingest(
      deviceId: string,
      kind: DeviceKind,
      raw: Buffer,
      envelope: DeviceEnvelope,
    ): Promise<DeviceAck> {
      // An address past its refusals is not heard for the rest of the minute: no parse, no query.
      if (envelope.address !== undefined && limiter.isOver(addressScope(envelope.address)))
        return refusal(
          null,
          'Too many refused messages from this address: wait a minute.',
          'RATE_LIMITED',
        );
      const read = readDeviceMessage(kind, raw, envelope, Date.now());
      if (!read.ok) return refuse(deviceId, raw, envelope, read);
      const { message, credential } = read;
      const { messageId } = message;
      const refused = (error: string, code: DeviceRefusal) =>
        refuse(deviceId, raw, envelope, { messageId, error, code });
      const device = await gates.device(db, deviceId);
      if (!device) return refused(`Unknown device ${deviceId}.`, 'UNKNOWN_DEVICE');
      if (!proves(device.keyHash, deviceId, kind, credential))
        return 'key' in credential
          ? refused(`Wrong key for device ${deviceId}.`, 'WRONG_KEY')
          : refused(`Bad signature for device ${deviceId}.`, 'BAD_SIGNATURE');
      if (kind === 'position' && device.machineId === null && device.itvId === null)
        return refused(`Device ${deviceId} tracks no machine or ITV.`, 'NOT_A_TRACKER');
      let ack: DeviceAck;
      try {
        ack = await db.transaction((tx) => take(tx, device, deviceId, kind, message));
      } catch (error) {
        if (!(error instanceof ReusedMessageId)) throw error;
        // As the gate answers an Idempotency-Key reused for another request.
        return refused(
          `Message id ${messageId} was already used for a different message.`,
          'IDEMPOTENCY_KEY_REUSED',
        );
      }
      const images = kind === 'ocr' ? (message as DeviceMessage<'ocr'>).images : [];
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

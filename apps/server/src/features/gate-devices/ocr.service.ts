import { isValidContainerNumber } from '@yardline/domain/containers/container-number';
import {
  correctOcrNumber,
  OCR_MESSAGES,
  OCR_PLACEHOLDER,
  type OcrImageData,
  type OcrRecord,
} from '@yardline/domain/gate/ocr';
import type { OcrDifferenceQuery } from '@yardline/domain/gate/ocr-differences';
import type { Db, Executor } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { conflict, notFound } from '../../platform/http/http-error.ts';
import type { GateService } from '../gate/index.ts';
import { gatesRepository } from './gates.repository.ts';
import { type OcrRow, ocrRepository as repo } from './ocr.repository.ts';
import { ocrDifferencesRepository as differences } from './ocr-differences.repository.ts';

type Actor = { id: number };

/**
 * The smart gate's OCR queue (doc 2 §7): the next record of a gate with what the yard knows of
 * its box (corrected number, gate pass, in the yard or not), acknowledging it once the clerk has
 * gated the box in or out through the gate's own calls, reporting a misread, purging with a
 * reason. Each change is announced ('gate.queue-changed'), so every open screen of the gate
 * moves on.
 */
export function createOcrService(deps: {
  db: Db;
  events: Pick<EventBus, 'publish'>;
  gate: Pick<GateService, 'state' | 'gatePass'>;
}) {
  const { db } = deps;

  async function gateOf(gateId: number, executor: Executor = db) {
    const gate = await gatesRepository.gate(executor, gateId);
    if (!gate) throw notFound(`Gate ${gateId} does not exist.`);
    return gate;
  }

  async function toRecord(row: OcrRow): Promise<OcrRecord> {
    const corrected = correctOcrNumber(row.readNumber);
    const shown = corrected ?? OCR_PLACEHOLDER;
    const [state, gatePass] = corrected
      ? await Promise.all([deps.gate.state(corrected), deps.gate.gatePass(corrected)])
      : [undefined, null];
    const size =
      row.containerSize ??
      (state?.sizeType ? (state.sizeType.startsWith('2') ? '20' : '40') : null);
    return {
      id: row.id,
      gateId: row.gateId,
      deviceId: row.deviceId,
      timestamp: row.at.toISOString(),
      data: {
        containerNumber: row.readNumber,
        containerToShow: shown,
        size: state?.sizeType ?? null,
        containerSize: size,
        trailerNumber: row.trailerNumber ?? 'NA',
        process: state?.process ?? null,
        confidence: row.confidence,
        images: (row.images as OcrImageData[] | null) ?? [],
        litmusResult: {
          isValid: isValidContainerNumber(row.readNumber),
          isGatePassValid: gatePass !== null,
          gatePass,
        },
        inYard: state?.inYard ?? false,
        location: state?.location ?? null,
        tag: state?.tag ?? null,
      },
    };
  }

  const changed = (tx: Executor, gateId: number) =>
    deps.events.publish(tx, { type: 'gate.queue-changed', data: { gateId } });

  return {
    async next(gateId: number) {
      await gateOf(gateId);
      const [row, count] = await Promise.all([repo.next(db, gateId), repo.count(db, gateId)]);
      return { record: row ? await toRecord(row) : null, count };
    },

    async count(gateId: number) {
      await gateOf(gateId);
      return { count: await repo.count(db, gateId) };
    },

    acknowledge: (actor: Actor, gateId: number, recordId: number, reason?: string) =>
      db.transaction(async (tx) => {
        await gateOf(gateId, tx);
        if (!(await repo.acknowledge(tx, gateId, recordId, actor.id, reason ?? null))) {
          throw conflict(`OCR record ${recordId} is no longer waiting at this gate.`);
        }
        await changed(tx, gateId);
        return { responsestatus: 'success', count: await repo.count(tx, gateId) };
      }),

    difference: (
      actor: Actor,
      gateId: number,
      recordId: number,
      rows: { field: string; suggested: string; actual: string }[],
    ) =>
      db.transaction(async (tx) => {
        if (!(await repo.find(tx, gateId, recordId)))
          throw notFound(`OCR record ${recordId} is not at gate ${gateId}.`);
        await repo.insertDifferences(tx, recordId, actor.id, rows);
        await deps.events.publish(tx, {
          type: 'gate.ocr-difference',
          data: { gateId, ocrRecordId: recordId },
        });
        return { responsestatus: 'success', count: await repo.count(tx, gateId) };
      }),

    /** The reported differences, newest first, one page (doc 2 §7's dataprovider, totalSize). */
    async listDifferences({ skip, limit, ...filter }: OcrDifferenceQuery) {
      const [totalSize, dataprovider] = await Promise.all([
        differences.count(db, filter),
        differences.page(db, filter, skip - 1, limit),
      ]);
      return { dataprovider, totalSize };
    },

    purge: (actor: Actor, gateId: number, reason: string) =>
      db.transaction(async (tx) => {
        await gateOf(gateId, tx);
        const purged = await repo.purge(tx, gateId, actor.id, reason);
        await changed(tx, gateId);
        return { responsestatus: `${purged} OCR records purged`, count: 0 };
      }),

    notDetected: OCR_MESSAGES.notDetected,
  };
}

export type OcrService = ReturnType<typeof createOcrService>;

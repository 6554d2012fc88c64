import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Camera } from '@yardline/domain/devices/gates.schema';
import type { CapturedImage, OcrImagesAnswer } from '@yardline/domain/gate/cameras';
import { OCR_MESSAGES, OCR_PLACEHOLDER, type OcrImageData } from '@yardline/domain/gate/ocr';
import { readDoorText } from '@yardline/domain/gate/ocr-text';
import type { Db } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { CAMERA_UNREACHABLE, type CameraFetch } from './camera-fetch.ts';
import { gatesRepository } from './gates.repository.ts';
import { ocrRepository } from './ocr.repository.ts';
import type { OcrReader } from './ocr-reader.ts';
import type { SnapshotStore } from './snapshot-store.ts';

type Logger = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

/**
 * A gate's cameras (its camConfig) and its OCR portal's images: capture fetches a JPEG from each
 * camera's snapshot address, and an OCR record's image links are fetched as the record arrives;
 * both are kept under DATA_DIR/snapshots, where the smart gate (and OCR) read them back through
 * the session, for SNAPSHOT_KEEP_DAYS. OCR reads the box number off them; a camera's live MJPEG
 * stream is passed through the server, so the browser needs no way to the cameras' network. Every
 * fetch goes through the camera fetcher's limits (CAMERA_HOSTS, time, size, redirects).
 */
export function createCamerasService(deps: {
  db: Db;
  store: SnapshotStore;
  fetch: CameraFetch;
  events: Pick<EventBus, 'publish'>;
  log: Logger;
  ocr: OcrReader;
}) {
  const { store } = deps;

  async function camerasOf(gateId: number): Promise<Camera[]> {
    const gate = await gatesRepository.gate(deps.db, gateId);
    if (!gate) throw notFound(`Gate ${gateId} does not exist.`);
    return gate.camConfig;
  }

  /** A still from `url` kept for the gate, or why there is none (logged). */
  async function keep(
    gateId: number,
    camId: Camera['id'],
    url: string | undefined,
    what: string,
  ): Promise<{ imagePath: string | null; error?: string }> {
    if (!url) return { imagePath: null, error: 'No snapshot address.' };
    try {
      return { imagePath: await store.save(gateId, camId, await deps.fetch.still(url)) };
    } catch (error) {
      deps.log.warn({ gateId, camId, reason: deps.fetch.reason(error) }, `${what} failed`);
      return { imagePath: null, error: `No still: ${CAMERA_UNREACHABLE}.` };
    }
  }

  return {
    /** A still from each camera of the gate, at once. */
    async capture(gateId: number): Promise<CapturedImage[]> {
      const cameras = await camerasOf(gateId);
      return Promise.all(
        cameras.map(async (camera) => ({
          camId: camera.id,
          ...(await keep(gateId, camera.id, camera.snapshotUrl, 'camera capture')),
        })),
      );
    },

    /**
     * The images an OCR portal linked in a record, fetched once the record is stored (a portal
     * keeps them a short while): each becomes a still of the gate, and the record shows them
     * ('gate.ocr-images' tells the open smart gates).
     */
    async fetchPortalImages(gateId: number, recordId: number, images: OcrImageData[]) {
      if (!images.some((image) => image.url)) return;
      const fetched: OcrImageData[] = await Promise.all(
        images.map(async (image) =>
          image.url
            ? { ...image, ...(await keep(gateId, image.camId, image.url, 'portal image fetch')) }
            : image,
        ),
      );
      await deps.db.transaction(async (tx) => {
        await ocrRepository.setImages(tx, recordId, fetched);
        await deps.events.publish(tx, {
          type: 'gate.ocr-images',
          data: { gateId, ocrRecordId: recordId },
        });
      });
    },

    /**
     * Deletes the stills older than `keepMs`, except those of records still waiting at a gate
     * (their clerk has yet to look at them).
     */
    async removeOld(keepMs: number, now = new Date()) {
      const keepPaths = new Set(await ocrRepository.queuedImagePaths(deps.db));
      const removed = await store.removeOlderThan(new Date(now.getTime() - keepMs), keepPaths);
      if (removed > 0) deps.log.info({ removed }, 'old gate stills removed');
      return removed;
    },

    /** The file of a stored snapshot (its path as capture answered it). */
    snapshotFile: store.file,

    /**
     * OCR on captured stills, in the order given: the first with a box number (valid, or valid
     * after one O/0-style swap) answers; none: the placeholder and 'Container number not
     * detected from OCR.'.
     */
    async readImages(imagePaths: string[]): Promise<OcrImagesAnswer> {
      const files = await Promise.all(imagePaths.map(store.file));
      const texts: string[] = [];
      for (const file of files) {
        const text = await deps.ocr.read(await readFile(file));
        texts.push(text.trim());
        const { containerNumber, sizeType } = readDoorText(text);
        if (containerNumber) {
          return {
            responseMap: {
              containerNumber,
              containerSize: sizeType ? String(sizeType.lengthFeet) : null,
              containerType: sizeType?.code ?? null,
            },
            text: texts.join('\n'),
          };
        }
      }
      return {
        responseMap: { containerNumber: OCR_PLACEHOLDER, containerSize: null, containerType: null },
        message: OCR_MESSAGES.notDetected,
        text: texts.join('\n'),
      };
    },

    snapshotStream: (file: string) => createReadStream(file),

    /** The camera's live stream, passed through; ends when `signal` aborts (the viewer left). */
    async stream(gateId: number, camId: string, signal: AbortSignal) {
      const camera = (await camerasOf(gateId)).find((c) => c.id === camId);
      if (!camera?.streamUrl) throw notFound(`${camId} of gate ${gateId} has no live stream.`);
      try {
        return await deps.fetch.stream(camera.streamUrl, signal);
      } catch (error) {
        deps.log.warn({ gateId, camId, reason: deps.fetch.reason(error) }, 'camera stream failed');
        throw notFound(`${camId}: ${CAMERA_UNREACHABLE}.`);
      }
    },
  };
}

export type CamerasService = ReturnType<typeof createCamerasService>;

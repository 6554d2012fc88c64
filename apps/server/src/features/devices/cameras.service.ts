import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Camera } from '@yardline/domain/devices/gates.schema';
import {
  type CapturedImage,
  type OcrImagesAnswer,
  SNAPSHOT_PATH,
} from '@yardline/domain/gate/cameras';
import { OCR_MESSAGES, OCR_PLACEHOLDER } from '@yardline/domain/gate/ocr';
import { readDoorText } from '@yardline/domain/gate/ocr-text';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { gatesRepository } from './gates.repository.ts';
import type { OcrReader } from './ocr-reader.ts';

/** A camera that has not answered in this time is reported, not waited for. */
const CAMERA_TIMEOUT_MS = 4000;
const MAX_SNAPSHOT_BYTES = 8 * 1024 * 1024;
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

type Logger = { warn(obj: unknown, msg?: string): void };

/**
 * A gate's cameras (its camConfig): capture fetches a JPEG from each camera's snapshot address
 * and keeps it under DATA_DIR/snapshots, where the smart gate (and OCR) read it back through the
 * session, and OCR reads the box number off them; a camera's live MJPEG stream is passed through the server, so the browser needs no
 * way to the cameras' network.
 */
export function createCamerasService(deps: {
  db: Db;
  snapshotsDir: string;
  log: Logger;
  ocr: OcrReader;
}) {
  async function snapshotFile(imagePath: string): Promise<string> {
    if (!SNAPSHOT_PATH.test(imagePath)) throw notFound('No such snapshot.');
    const file = join(deps.snapshotsDir, imagePath.slice('snapshots/'.length));
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) throw notFound('No such snapshot.');
    return file;
  }

  async function camerasOf(gateId: number): Promise<Camera[]> {
    const gate = await gatesRepository.gate(deps.db, gateId);
    if (!gate) throw notFound(`Gate ${gateId} does not exist.`);
    return gate.camConfig;
  }

  async function fetchJpeg(url: string): Promise<Buffer> {
    const response = await fetch(url, { signal: AbortSignal.timeout(CAMERA_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`the camera answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_SNAPSHOT_BYTES) throw new Error('the still is larger than 8 MB');
    if (!isJpeg(bytes)) throw new Error('the camera did not answer a JPEG');
    return bytes;
  }

  async function captureOne(gateId: number, camera: Camera, day: string): Promise<CapturedImage> {
    if (!camera.snapshotUrl)
      return { camId: camera.id, imagePath: null, error: 'No snapshot address.' };
    try {
      const bytes = await fetchJpeg(camera.snapshotUrl);
      const imagePath = `snapshots/${gateId}/${day}/${randomBytes(16).toString('hex')}-${camera.id}.jpg`;
      await mkdir(join(deps.snapshotsDir, String(gateId), day), { recursive: true });
      await writeFile(join(deps.snapshotsDir, imagePath.slice('snapshots/'.length)), bytes);
      return { camId: camera.id, imagePath };
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? 'the camera did not answer in time'
          : error instanceof Error && error.message.startsWith('the ')
            ? error.message
            : 'the camera cannot be reached';
      deps.log.warn({ gateId, camId: camera.id, reason }, 'camera capture failed');
      return { camId: camera.id, imagePath: null, error: `No still: ${reason}.` };
    }
  }

  return {
    /** A still from each camera of the gate, at once. */
    async capture(gateId: number): Promise<CapturedImage[]> {
      const cameras = await camerasOf(gateId);
      const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
      return Promise.all(cameras.map((camera) => captureOne(gateId, camera, day)));
    },

    /** The file of a stored snapshot (its path as capture answered it). */
    snapshotFile,

    /**
     * OCR on captured stills, in the order given: the first with a box number (valid, or valid
     * after one O/0-style swap) answers; none: the placeholder and 'Container number not
     * detected from OCR.'.
     */
    async readImages(imagePaths: string[]): Promise<OcrImagesAnswer> {
      const files = await Promise.all(imagePaths.map(snapshotFile));
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
      let response: Response;
      try {
        response = await fetch(camera.streamUrl, { signal });
      } catch {
        throw notFound(`${camId} of gate ${gateId} cannot be reached.`);
      }
      if (!response.ok || !response.body)
        throw notFound(`${camId} of gate ${gateId} answered ${response.status}.`);
      return {
        contentType: response.headers.get('content-type') ?? 'multipart/x-mixed-replace',
        body: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      };
    },
  };
}

export type CamerasService = ReturnType<typeof createCamerasService>;

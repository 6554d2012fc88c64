import { RecordId } from '@yardline/domain/common/record-id';
import { TextLine } from '@yardline/domain/common/text';
import { CAMERA_IDS } from '@yardline/domain/devices/gates.schema';
import { CaptureAnswer, OcrImagesAnswer, OcrImagesBody } from '@yardline/domain/gate/cameras';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxed } from '../../platform/http/sandboxed.ts';
import type { CamerasService } from './cameras.service.ts';

const GATE = { area: 'gate' } as const;
const byId = z.object({ id: RecordId });

/**
 * The smart gate's cameras: capture, the stored stills, the live streams; refused while the smart
 * gate is switched off.
 */
export const camerasRoutes: FastifyPluginAsyncZod<{ cameras: CamerasService }> = async (
  app,
  { cameras },
) => {
  app.post(
    '/rest/enterprise/gate/:id/capture',
    {
      config: { access: GATE, feature: 'smartGate' },
      schema: {
        tags: ['smart gate'],
        description:
          "Captures a still from each camera of the gate (its snapshot address); answers each camera's imagePath, served at /rest/enterprise/gate/{imagePath}, or why it gave none.",
        params: byId,
        response: { 200: CaptureAnswer },
      },
    },
    (request) => cameras.capture(request.params.id),
  );

  app.post(
    '/rest/enterprise/gate/ocr',
    {
      config: { access: GATE, feature: 'smartGate' },
      schema: {
        tags: ['smart gate'],
        description:
          "OCR on captured stills (imagePaths from a capture): responseMap containerNumber (corrected by one O/0-style swap, or the placeholder XXXX0000000 with 'Container number not detected from OCR.'), containerSize, containerType.",
        body: OcrImagesBody,
        response: { 200: OcrImagesAnswer },
      },
    },
    (request) => cameras.readImages(request.body.imagePaths),
  );

  app.get(
    '/rest/enterprise/gate/snapshots/*',
    {
      config: { access: GATE, feature: 'smartGate' },
      schema: {
        tags: ['smart gate'],
        description: 'A captured still (JPEG), by the imagePath capture answered.',
        params: z.object({ '*': TextLine.max(200) }),
      },
    },
    async (request, reply) => {
      const file = await cameras.snapshotFile(`snapshots/${request.params['*']}`);
      return sandboxed(reply)
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=86400, immutable')
        .send(cameras.snapshotStream(file));
    },
  );

  app.get(
    '/rest/enterprise/gate/:id/cameras/:camId/stream',
    {
      config: { access: GATE, feature: 'smartGate' },
      schema: {
        tags: ['smart gate'],
        description:
          "The camera's live MJPEG stream (or JPEG), passed through the server; anything else the camera answers is refused.",
        params: byId.extend({ camId: z.enum(CAMERA_IDS) }),
      },
    },
    async (request, reply) => {
      const viewer = new AbortController();
      request.raw.on('close', () => viewer.abort());
      const live = await cameras.stream(request.params.id, request.params.camId, viewer.signal);
      live.body.on('error', () => undefined);
      return sandboxed(reply)
        .type(live.contentType)
        .header('cache-control', 'no-store')
        .send(live.body);
    },
  );
};

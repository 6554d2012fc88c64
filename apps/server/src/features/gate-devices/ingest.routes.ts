import { TextLine } from '@yardline/domain/common/text';
import {
  DEVICE_KINDS,
  DeviceAck,
  DeviceId,
  type DeviceRefusal,
} from '@yardline/domain/devices/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../platform/http/http-error.ts';
import { IDEMPOTENT, IdempotencyHeaders } from '../../platform/idempotency/idempotency-headers.ts';
import { type IngestService, readDeviceJson } from './ingest.service.ts';

const STATUS: Record<DeviceRefusal, number> = {
  INVALID_MESSAGE: 400,
  UNKNOWN_DEVICE: 401,
  WRONG_KEY: 401,
  NOT_A_TRACKER: 422,
};

/**
 * The HTTP side of device ingestion: `POST /rest/devices/{deviceId}/{kind}` with the message of
 * the device protocol as its JSON body, answered with the same ack MQTT gets (200 for a message
 * taken or a resend; a refusal in the app's error shape). The body is checked by the ingest
 * service, not here, so that a refused message is logged like one refused over MQTT.
 */
export const ingestRoutes: FastifyPluginAsyncZod<{ ingest: IngestService }> = async (
  app,
  { ingest },
) => {
  // A body that is not JSON reaches the ingest service too, to be refused and logged like any
  // bad message (this plugin's own parser: the rest of the API keeps Fastify's).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, readDeviceJson(body as string)),
  );

  app.post(
    '/rest/devices/:deviceId/:kind',
    {
      config: { access: 'device' },
      schema: {
        tags: ['devices'],
        description: `A gate device's message (kind rfid, ocr, heartbeat or position; body as in the device protocol). The device's key goes in the body's \`key\` or the \`X-Device-Key\` header, the message id in \`messageId\` or the \`Idempotency-Key\` header.${IDEMPOTENT}`,
        params: z.object({ deviceId: DeviceId, kind: z.enum(DEVICE_KINDS) }),
        headers: IdempotencyHeaders.extend({
          'x-device-key': TextLine.min(1).max(200).optional(),
        }),
        response: { 200: DeviceAck },
      },
    },
    async (request) => {
      const { deviceId, kind } = request.params;
      const ack = await ingest.ingest(deviceId, kind, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
        deviceKey: request.headers['x-device-key'],
      });
      if (!ack.ok) {
        const code = ack.code ?? 'INVALID_MESSAGE';
        throw new HttpError(STATUS[code], ack.error ?? 'Message refused.', code);
      }
      return ack;
    },
  );
};

import { TextLine } from '@yardline/domain/common/text';
import {
  DEVICE_BODY_LIMITS,
  DEVICE_KINDS,
  DeviceAck,
  DeviceId,
  type DeviceRefusal,
} from '@yardline/domain/devices/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../platform/http/http-error.ts';
import { IDEMPOTENT, IdempotencyHeaders } from '../../platform/idempotency/idempotency-headers.ts';
import type { IngestService } from './ingest.service.ts';

const STATUS: Record<DeviceRefusal, number> = {
  INVALID_MESSAGE: 400,
  UNKNOWN_DEVICE: 401,
  WRONG_KEY: 401,
  BAD_SIGNATURE: 401,
  NOT_A_TRACKER: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
};

/** Nothing larger than the largest kind's body is read; each kind's own limit is the service's. */
const BODY_LIMIT = Math.max(...Object.values(DEVICE_BODY_LIMITS));

/**
 * The HTTP side of device ingestion: `POST /rest/devices/{deviceId}/{kind}` with the message of
 * the device protocol as its JSON body, answered with the same ack MQTT gets (200 for a message
 * taken or a resend; a refusal in the app's error shape). The body is checked by the ingest
 * service, not here, as the bytes that came (a signature covers them), so that a refused message
 * is logged like one refused over MQTT.
 */
export const ingestRoutes: FastifyPluginAsyncZod<{ ingest: IngestService }> = async (
  app,
  { ingest },
) => {
  // The body's bytes reach the ingest service as they came, JSON or not (this plugin's own
  // parser: the rest of the API keeps Fastify's).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/rest/devices/:deviceId/:kind',
    {
      config: { access: 'device' },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['devices'],
        description: `A gate device's message (kind rfid, ocr, heartbeat or position; body as in the device protocol). The message is signed (\`signedAt\`, \`signature\`), or carries the device's key in the body's \`key\` or the \`X-Device-Key\` header (HTTPS only); the message id is in \`messageId\` or the \`Idempotency-Key\` header. Refused messages are limited per device and per address (429 past that).${IDEMPOTENT}`,
        params: z.object({ deviceId: DeviceId, kind: z.enum(DEVICE_KINDS) }),
        headers: IdempotencyHeaders.extend({
          'x-device-key': TextLine.min(1).max(200).optional(),
        }),
        response: { 200: DeviceAck },
      },
    },
    async (request, reply) => {
      const { deviceId, kind } = request.params;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const ack = await ingest.ingest(deviceId, kind, body, {
        transport: 'http',
        address: request.ip,
        idempotencyKey: request.headers['idempotency-key'],
        deviceKey: request.headers['x-device-key'],
      });
      if (!ack.ok) {
        const code = ack.code ?? 'INVALID_MESSAGE';
        if (code === 'RATE_LIMITED') reply.header('retry-after', '60');
        throw new HttpError(STATUS[code], ack.error ?? 'Message refused.', code);
      }
      return ack;
    },
  );
};

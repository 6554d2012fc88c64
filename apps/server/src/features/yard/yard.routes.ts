import { YardLayout } from '@yardline/domain/yard/layout.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendSerialized } from '../../platform/http/send-serialized.ts';
import type { YardService } from './yard.service.ts';

export const yardRoutes: FastifyPluginAsyncZod<{ yard: YardService }> = async (app, { yard }) => {
  app.get(
    '/rest/yard/layout',
    {
      config: { access: 'session' },
      schema: {
        tags: ['yard'],
        description:
          'The layout carries an ETag: a browser that sends it back in If-None-Match gets 304 ' +
          'until the yard is re-laid.',
        response: { 200: YardLayout, 304: z.null() },
      },
    },
    async (request, reply) => {
      const { version, json } = await yard.layout();
      const etag = `"layout-${version}"`;
      // Browsers may keep the layout but must ask whether it is still current.
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return sendSerialized(reply, json);
    },
  );
};

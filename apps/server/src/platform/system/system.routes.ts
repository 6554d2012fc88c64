import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Liveness for load balancers and monitors: answers without touching the database. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/ping',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );
};

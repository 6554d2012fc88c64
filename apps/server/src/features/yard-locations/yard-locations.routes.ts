import { RecordId } from '@yardline/domain/common/record-id';
import { YardLocation, YardLocationInput } from '@yardline/domain/yard/yard-location';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/access.ts';
import type { YardLocationsService } from './yard-locations.service.ts';

// The zones' outlines are the Yard Location screen's: drawing them is an admin's, like the rest of
// the yard's set-up. Other screens read the zones' names (the yard-zones and yard-locations lists).
const READ = { level: 'admin' } as const;
const CHANGE = { ...READ, write: true } as const;
const byId = z.object({ id: RecordId });

export const yardLocationsRoutes: FastifyPluginAsyncZod<{
  locations: YardLocationsService;
}> = async (app, { locations }) => {
  app.get(
    '/rest/yard-locations',
    {
      config: { access: READ },
      schema: { tags: ['yard locations'], response: { 200: z.array(YardLocation) } },
    },
    () => locations.list(),
  );

  app.post(
    '/rest/yard-locations',
    {
      config: { access: CHANGE },
      schema: {
        tags: ['yard locations'],
        body: YardLocationInput,
        response: { 200: YardLocation },
      },
    },
    (request) => locations.create(sessionUser(request).id, request.body),
  );

  app.put(
    '/rest/yard-locations/:id',
    {
      config: { access: CHANGE },
      schema: {
        tags: ['yard locations'],
        params: byId,
        body: YardLocationInput,
        response: { 200: YardLocation },
      },
    },
    (request) => locations.update(sessionUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/rest/yard-locations/:id',
    {
      config: { access: CHANGE },
      schema: { tags: ['yard locations'], params: byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await locations.remove(sessionUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

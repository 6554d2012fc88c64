import { RecordId } from '@yardline/domain/common/record-id';
import { StoredFile } from '@yardline/domain/files/export';
import {
  DispatchAnswer,
  DispatchTrailerBody,
  TrailerInput,
  TrailerSaved,
  TrailersExportQuery,
  TrailersPage,
  TrailersQuery,
} from '@yardline/domain/trailers/trailer.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/access.ts';
import type { TrailersService } from './trailers.service.ts';

// Doc 3 §6: on the trailer screen admin and superadmin may edit, and an operator too for the
// operator-level actions (add, update, dispatch); deleting is an admin's.
export const TRAILERS_READ = { area: 'trailers' } as const;
export const TRAILERS_EDIT = { area: 'trailers', write: true, level: 'operator' } as const;
export const TRAILERS_DELETE = { area: 'trailers', write: true, level: 'admin' } as const;
const byId = z.object({ id: RecordId });

export const trailersRoutes: FastifyPluginAsyncZod<{ trailers: TrailersService }> = async (
  app,
  { trailers },
) => {
  app.get(
    '/rest/trailers',
    {
      config: { access: TRAILERS_READ },
      schema: { tags: ['trailers'], querystring: TrailersQuery, response: { 200: TrailersPage } },
    },
    (request) => trailers.list(request.query),
  );

  app.get(
    '/rest/trailers/export',
    {
      config: { access: TRAILERS_READ },
      schema: {
        tags: ['trailers'],
        description:
          'The list as filtered, from skip (1-based), limit rows or to the end, as .xlsx or .csv.',
        querystring: TrailersExportQuery,
        response: { 200: StoredFile },
      },
    },
    (request) => trailers.export(sessionUser(request), request.query),
  );

  app.post(
    '/rest/trailers',
    {
      config: { access: TRAILERS_EDIT },
      schema: { tags: ['trailers'], body: TrailerInput, response: { 200: TrailerSaved } },
    },
    (request) => trailers.save(sessionUser(request), request.body),
  );

  app.put(
    '/rest/trailers/:id',
    {
      config: { access: TRAILERS_EDIT },
      schema: {
        tags: ['trailers'],
        params: byId,
        body: TrailerInput,
        response: { 200: TrailerSaved },
      },
    },
    (request) => trailers.update(sessionUser(request), request.params.id, request.body),
  );

  app.delete(
    '/rest/trailers/:id',
    {
      config: { access: TRAILERS_DELETE },
      schema: { tags: ['trailers'], params: byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await trailers.remove(sessionUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/rest/trailers/dispatch',
    {
      config: { access: TRAILERS_EDIT },
      schema: { tags: ['trailers'], body: DispatchTrailerBody, response: { 200: DispatchAnswer } },
    },
    (request) => trailers.dispatch(sessionUser(request), request.body),
  );
};

import { ArchiveAnswer, ArchiveBody } from '@yardline/domain/archive/archive';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/access.ts';
import type { ArchiveService } from './archive.service.ts';

/** Doc 3 §6: archive database is a superadmin's, from the header. */
export const archiveRoutes: FastifyPluginAsyncZod<{ archive: ArchiveService }> = async (
  app,
  { archive },
) => {
  app.post(
    '/rest/archive',
    {
      config: { access: { level: 'superadmin' } },
      schema: {
        tags: ['archive'],
        description:
          'Moves containers dispatched before cutOffDate (at least 2 months back), with their ' +
          'movements, tasks and surveys, then the device logs received before it, into the ' +
          'archive tables, a batch a transaction.',
        body: ArchiveBody,
        response: { 200: ArchiveAnswer },
      },
    },
    (request) => archive.archive(sessionUser(request).id, request.body.cutOffDate),
  );
};

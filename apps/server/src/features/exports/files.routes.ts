import { createReadStream } from 'node:fs';
import { FileId, FileName } from '@yardline/domain/files/export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/access.ts';
import type { StoredFiles } from './stored-files.service.ts';

/** `attachment` with the name in both forms: plain ASCII for old clients, UTF-8 for the rest. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const filesRoutes: FastifyPluginAsyncZod<{ files: StoredFiles }> = async (
  app,
  { files },
) => {
  app.get(
    '/rest/files/:fileId/:fileName',
    {
      // Any session may ask; the file's own rule (its screen, its owner) decides.
      config: { access: 'session' },
      schema: {
        tags: ['files'],
        description:
          'Downloads a file the app wrote (an export, a report): the path an export answered. ' +
          "Only its owner, or an admin, whose role sees the file's screen may read it.",
        params: z.object({ fileId: FileId, fileName: FileName }),
      },
    },
    async (request, reply) => {
      const { fileId, fileName } = request.params;
      const file = await files.open(sessionUser(request), fileId, fileName);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.bytes)
        .header('content-disposition', attachment(file.name))
        .header('cache-control', 'private, no-store')
        .send(createReadStream(file.path));
    },
  );
};

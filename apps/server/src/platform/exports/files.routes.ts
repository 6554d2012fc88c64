import { FileId, FileName } from '@yardline/domain/files/export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/access.ts';
import { sendStoredFile } from './send-file.ts';
import type { StoredFiles } from './stored-files.service.ts';

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
      return sendStoredFile(reply, file);
    },
  );
};

import { BatchUploadFields } from '@yardline/domain/files/upload';
import { InventorySyncAnswer } from '@yardline/domain/inventory/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload } from '../../platform/uploads/upload-reader.ts';
import { sessionUser } from '../../plugins/access.ts';
import type { InventorySyncService } from './inventory-sync.service.ts';

/** An operator action of the containers screen (doc 1 §2, §6). */
const SYNC = { area: 'containers', write: true } as const;

export const inventorySyncRoutes: FastifyPluginAsyncZod<{ sync: InventorySyncService }> = async (
  app,
  { sync },
) => {
  app.post(
    '/rest/enterprise/batch/sync',
    {
      config: { access: SYNC },
      schema: {
        tags: ['containers'],
        description:
          'Inventory sync: multipart/form-data with `file` (.xlsx or .csv with "Container number" ' +
          'and "Location" columns) and the text parts user, update, compareWithDb, lastUpdated. ' +
          'Answers `generatedReport`, the path of an .xlsx listing each box as matching, ' +
          'elsewhere, missing from the yard, missing from the file (with compareWithDb) or ' +
          'refused. With update=true the boxes found elsewhere move to the file’s slots, all or ' +
          'nothing.',
        response: { 200: InventorySyncAnswer },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const upload = await readUpload(request, BatchUploadFields);
      return sync.sync(user, upload.sheet, upload.fields);
    },
  );
};

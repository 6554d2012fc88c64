import { BatchUploadFields } from '@yardline/domain/files/upload';
import { BatchAnswer } from '@yardline/domain/gate/batch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload } from '../../platform/uploads/upload-reader.ts';
import { sessionUser } from '../../plugins/access.ts';
import type { BatchGateService } from './batch-gate.service.ts';

/** Operator actions of the containers screen (doc 1 §2, §6). */
const BATCH = { area: 'containers', write: true } as const;

export const batchGateRoutes: FastifyPluginAsyncZod<{ batch: BatchGateService }> = async (
  app,
  { batch },
) => {
  app.post(
    '/rest/enterprise/batch/gate-in',
    {
      config: { access: BATCH },
      schema: {
        tags: ['containers'],
        description:
          'Batch gate-in: multipart `file` (.xlsx or .csv: Container number, Size, Gate-in type, ' +
          'Trailer number, Trailer tag; Tag, Type, IGM, Item optional) and user, update, ' +
          'compareWithDb, lastUpdated. Each row is a gate-in through the gate’s rules in its own ' +
          'transaction; `generatedReport` lists each row’s result.',
        response: { 200: BatchAnswer },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const upload = await readUpload(request, BatchUploadFields);
      return batch.gateIn(user, upload.sheet);
    },
  );

  app.post(
    '/rest/enterprise/batch/dispatch',
    {
      config: { access: BATCH },
      schema: {
        tags: ['containers'],
        description:
          'Batch dispatch: multipart `file` (Container number; Gate pass and Force dispatch ' +
          'reason optional: a reason forces a box without a gate pass or held by the ERP). Each ' +
          'row is a dispatch through the gate’s rules in its own transaction.',
        response: { 200: BatchAnswer },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const upload = await readUpload(request, BatchUploadFields);
      return batch.dispatch(user, upload.sheet);
    },
  );
};

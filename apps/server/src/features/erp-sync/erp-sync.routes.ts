import { ErpSyncAnswer } from '@yardline/domain/inventory/erp-sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/access.ts';
import type { ErpSyncService } from './erp-sync.service.ts';

/** Doc 1 §6: the inventory ERP sync needs admin (and the metadata flag, checked by the service). */
const SYNC = { area: 'containers', level: 'admin' } as const;

export const erpSyncRoutes: FastifyPluginAsyncZod<{ erp: ErpSyncService }> = async (
  app,
  { erp },
) => {
  app.post(
    '/rest/enterprise/containers/sync-with-erp',
    {
      config: { access: SYNC },
      schema: {
        tags: ['containers'],
        description:
          "Posts the yard's inventory as JSON to ERP_URL (the spec shows a GET; a call with an " +
          "effect is a POST). responsestatus 'true' with 'Sync with ERP was successful', or " +
          "'false' with 'Sync with ERP failed'. A 409 while metadata enableInventorySyncToErp " +
          'is off.',
        response: { 200: ErpSyncAnswer },
      },
    },
    (request) => erp.sync(sessionUser(request).id),
  );
};

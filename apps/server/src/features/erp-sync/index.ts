import fp from 'fastify-plugin';
import { erpSyncRoutes } from './erp-sync.routes.ts';
import { createErpSyncService } from './erp-sync.service.ts';

export const erpSyncPlugin = fp(
  async (app) => {
    await app.register(erpSyncRoutes, {
      erp: createErpSyncService({
        db: app.database.db,
        metadata: app.metadata,
        erpUrl: app.config.erpUrl,
        log: app.log,
      }),
    });
  },
  { name: 'erp-sync', dependencies: ['metadata'] },
);

import fp from 'fastify-plugin';
import { inventorySyncRoutes } from './inventory-sync.routes.ts';
import { createInventorySyncService } from './inventory-sync.service.ts';

export const inventorySyncPlugin = fp(
  async (app) => {
    await app.register(inventorySyncRoutes, {
      sync: createInventorySyncService({
        db: app.database.db,
        ledger: app.ledger,
        exports: app.exports,
      }),
    });
  },
  { name: 'inventory-sync', dependencies: ['exports', 'uploads', 'ledger'] },
);

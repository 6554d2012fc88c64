import fp from 'fastify-plugin';
import { slotAdminRoutes } from './slot-admin.routes.ts';
import { createSlotAdminService } from './slot-admin.service.ts';

export const slotAdminPlugin = fp(
  async (app) => {
    await app.register(slotAdminRoutes, {
      slotAdmin: createSlotAdminService({
        db: app.database.db,
        ledger: app.ledger,
        events: app.events,
        startHeight: async (tx) => (await app.metadata.get(tx)).startHeight,
      }),
    });
  },
  { name: 'slot-admin', dependencies: ['events', 'metadata', 'ledger'] },
);

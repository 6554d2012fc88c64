import fp from 'fastify-plugin';
import { inventoryRoutes } from './inventory.routes.ts';
import { createInventoryService, type InventoryService } from './inventory.service.ts';

export type { InventoryService } from './inventory.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The inventory map: areas, blocks and what stands in them. */
    inventory: InventoryService;
  }
}

export const inventoryPlugin = fp(
  async (app) => {
    const inventory = createInventoryService({ db: app.database.db, events: app.events });
    app.decorate('inventory', inventory);
    await app.register(inventoryRoutes, { inventory });
  },
  { name: 'inventory', dependencies: ['events'] },
);

import fp from 'fastify-plugin';
import { gateRoutes } from './gate.routes.ts';
import { createGateService, type GateService } from './gate.service.ts';

export type { GateService } from './gate.service.ts';
export type { GateUser } from './gate-deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Gate-in, gate-out, dispatch and retag: each one transaction through the ledger. */
    gate: GateService;
  }
}

export const gatePlugin = fp(
  async (app) => {
    const gate = createGateService({
      db: app.database.db,
      ledger: app.ledger,
      slots: app.slotSuggestion,
      events: app.events,
      tasks: app.tasks,
      metadata: app.metadata,
      tags: app.containerTags,
    });
    app.decorate('gate', gate);
    await app.register(gateRoutes, { gate });
  },
  {
    name: 'gate',
    dependencies: ['events', 'metadata', 'ledger', 'slot-suggestion', 'tasks', 'container-tags'],
  },
);

import fp from 'fastify-plugin';
import { batchGateRoutes } from './batch-gate.routes.ts';
import { createBatchGateService } from './batch-gate.service.ts';

export const batchGatePlugin = fp(
  async (app) => {
    await app.register(batchGateRoutes, {
      batch: createBatchGateService({ db: app.database.db, gate: app.gate, exports: app.exports }),
    });
  },
  { name: 'batch-gate', dependencies: ['exports', 'uploads', 'gate'] },
);

import fp from 'fastify-plugin';
import { masterRoutes } from './master.routes.ts';
import { createMasterService, type MasterService } from './master.service.ts';

export type { MasterService } from './master.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Master data: liners, customers, sizes and types, ports. */
    master: MasterService;
  }
}

export const masterPlugin = fp(
  async (app) => {
    const master = createMasterService({ db: app.database.db });
    app.decorate('master', master);
    await app.register(masterRoutes, { master });
  },
  { name: 'master' },
);

import fp from 'fastify-plugin';
import { shiftsRoutes } from './shifts.routes.ts';
import { createShiftsService, type ShiftsService } from './shifts.service.ts';

export type { ShiftsService } from './shifts.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Machine shifts. */
    shifts: ShiftsService;
  }
}

export const shiftsPlugin = fp(
  async (app) => {
    const shifts = createShiftsService({ db: app.database.db });
    app.decorate('shifts', shifts);
    await app.register(shiftsRoutes, { shifts });
  },
  { name: 'shifts' },
);

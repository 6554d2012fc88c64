import fp from 'fastify-plugin';
import { machinesRoutes } from './machines.routes.ts';
import { createMachinesService, type MachinesService } from './machines.service.ts';

export type { MachinesService } from './machines.service.ts';
export { createVehicleRecords } from './vehicle-records.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reach stackers and other yard machines, and where they are. */
    machines: MachinesService;
  }
}

export const machinesPlugin = fp(
  async (app) => {
    const machines = createMachinesService({ db: app.database.db, events: app.events });
    app.decorate('machines', machines);
    await app.register(machinesRoutes, { machines });
  },
  { name: 'machines', dependencies: ['events'] },
);

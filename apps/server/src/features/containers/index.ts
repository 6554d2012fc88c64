import fp from 'fastify-plugin';
import { every } from '../../platform/system/every.ts';
import { createContainerChangesService } from './container-changes.service.ts';
import { containersRoutes } from './containers.routes.ts';
import { createContainersService } from './containers.service.ts';

export { type ArrivingBox, boxRecords } from './box-records.repository.ts';
export { setPlanned } from './planned-flag.repository.ts';

export const containersPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const containers = createContainersService({ db, exports: app.exports });
    every(app, 'Folding the containers lists day counts', 60_000, containers.foldCounts);
    await app.register(containersRoutes, {
      containers,
      changes: createContainerChangesService({ db, events: app.events }),
    });
  },
  { name: 'containers', dependencies: ['events', 'exports'] },
);

import fp from 'fastify-plugin';
import { archiveRoutes } from './archive.routes.ts';
import { createArchiveService } from './archive.service.ts';

export const archivePlugin = fp(
  async (app) => {
    await app.register(archiveRoutes, {
      archive: createArchiveService({ db: app.database.db, events: app.events }),
    });
  },
  { name: 'archive', dependencies: ['events'] },
);

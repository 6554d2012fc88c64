import fp from 'fastify-plugin';
import { metadataRoutes } from './metadata.routes.ts';
import { createMetadataService, type MetadataService } from './metadata.service.ts';

export { featureOff, type MetadataService } from './metadata.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product settings (the spec's metadata keys), kept in the database. */
    metadata: MetadataService;
  }
}

export const metadataPlugin = fp(
  async (app) => {
    const metadata = createMetadataService({
      db: app.database.db,
      log: app.log,
      events: app.events,
    });
    app.decorate('metadata', metadata);
    await app.register(metadataRoutes, { metadata });
  },
  { name: 'metadata', dependencies: ['events'] },
);

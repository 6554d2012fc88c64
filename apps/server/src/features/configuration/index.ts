import fp from 'fastify-plugin';
import { configurationRoutes } from './configuration.routes.ts';
import { type ConfigurationService, createConfigurationService } from './configuration.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The yard colour rules. */
    configuration: ConfigurationService;
  }
}

export const configurationPlugin = fp(
  async (app) => {
    const configuration = createConfigurationService({
      db: app.database.db,
      master: app.master,
      events: app.events,
    });
    app.decorate('configuration', configuration);
    await app.register(configurationRoutes, { configuration });
  },
  { name: 'configuration', dependencies: ['events', 'master'] },
);

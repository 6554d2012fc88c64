import fp from 'fastify-plugin';
import { surveysRoutes } from './surveys.routes.ts';
import { createSurveysService } from './surveys.service.ts';

export const surveysPlugin = fp(
  async (app) => {
    await app.register(surveysRoutes, {
      surveys: createSurveysService({
        db: app.database.db,
        metadata: app.metadata,
        files: app.files,
        mailer: app.mailer,
        log: app.log,
      }),
    });
  },
  { name: 'surveys', dependencies: ['metadata', 'exports', 'mail', 'uploads'] },
);

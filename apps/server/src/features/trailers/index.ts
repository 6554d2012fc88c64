import fp from 'fastify-plugin';
import { registerTrailerCards } from './trailer-cards.ts';
import { trailerTagRoutes } from './trailer-tag.ts';
import { trailersRoutes } from './trailers.routes.ts';
import { createTrailersService } from './trailers.service.ts';

export { isKnownTrailerTag, plaCardOf, resolveTrailerTag } from './trailer-tag.ts';

export const trailersPlugin = fp(
  async (app) => {
    const { db } = app.database;
    await app.register(trailersRoutes, {
      trailers: createTrailersService({ db, exports: app.exports }),
    });
    await registerTrailerCards(app, { db });
    await app.register(trailerTagRoutes, { db });
  },
  { name: 'trailers', dependencies: ['exports', 'uploads'] },
);

import fp from 'fastify-plugin';
import { loadDeviceCookies } from './device-cookie.ts';
import { loadPasswordCrypto } from './password-crypto.ts';
import { sessionRoutes } from './session.routes.ts';
import { createSessionService, type SessionService } from './session.service.ts';

export { hashPassword } from './password-hash.ts';
export type { SessionService, SessionUser } from './session.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions in the database: login, logout, who is calling (the access plugin asks it). */
    sessions: SessionService;
  }
}

export const sessionPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const sessions = createSessionService({
      db,
      events: app.events,
      crypto: await loadPasswordCrypto(db),
      devices: await loadDeviceCookies(db),
      passwordStrictness: async () => (await app.metadata.get()).passwordStrictness,
      log: app.log,
    });
    app.decorate('sessions', sessions);
    await app.register(sessionRoutes, {
      sessions,
      secureCookie: app.config.publicUrl?.startsWith('https:') ?? false,
    });
  },
  { name: 'session', dependencies: ['events', 'metadata'] },
);

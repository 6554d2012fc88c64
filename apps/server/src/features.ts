import type { FastifyInstance } from 'fastify';
import type { Database } from './db/connection.ts';
import { configurationRoutes } from './features/configuration/configuration.routes.ts';
import { createConfigurationService } from './features/configuration/configuration.service.ts';
import { createMasterRepository } from './features/master/master.repository.ts';
import { masterRoutes } from './features/master/master.routes.ts';
import { createMetadataRepository } from './features/metadata/metadata.repository.ts';
import { metadataRoutes } from './features/metadata/metadata.routes.ts';
import { createMetadataService } from './features/metadata/metadata.service.ts';
import { createRolesRepository } from './features/roles/roles.repository.ts';
import { rolesRoutes } from './features/roles/roles.routes.ts';
import { loadPasswordCrypto } from './features/session/password-crypto.ts';
import { createSessionRepository } from './features/session/session.repository.ts';
import { sessionRoutes } from './features/session/session.routes.ts';
import { createSessionService } from './features/session/session.service.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { createYardRepository } from './features/yard/yard.repository.ts';
import { yardRoutes } from './features/yard/yard.routes.ts';
import { createYardService } from './features/yard/yard.service.ts';
import { accessPlugin } from './plugins/access.ts';
import { csrfPlugin } from './plugins/csrf.ts';

/** Wires each feature's repository, service and routes: the one place that knows them all. */
export async function registerFeatures(
  app: FastifyInstance,
  { database, publicUrl }: { database: Database; publicUrl: string | undefined },
) {
  const { db } = database;
  const metadata = createMetadataService({ db, repository: createMetadataRepository(db) });
  const sessionRepository = createSessionRepository(db);
  const sessions = createSessionService({
    repository: sessionRepository,
    crypto: await loadPasswordCrypto(sessionRepository),
    passwordStrictness: async () => (await metadata.get()).passwordStrictness,
  });

  await app.register(csrfPlugin, { publicUrl });
  await app.register(accessPlugin, { sessions });

  await app.register(systemRoutes);
  await app.register(sessionRoutes, {
    sessions,
    secureCookie: publicUrl?.startsWith('https:') ?? false,
  });
  await app.register(metadataRoutes, { metadata });
  await app.register(yardRoutes, {
    yard: createYardService({ repository: createYardRepository(db) }),
  });
  const master = createMasterRepository(db);
  await app.register(masterRoutes, { master });
  await app.register(configurationRoutes, {
    configuration: createConfigurationService({ db, master }),
  });
  await app.register(rolesRoutes, { roles: createRolesRepository(db) });
}

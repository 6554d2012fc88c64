import {
  Metadata,
  MetadataUpdate,
  MetadataView,
  settingsFor,
} from '@yardline/domain/metadata/metadata.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/access.ts';
import type { MetadataService } from './metadata.service.ts';

export const metadataRoutes: FastifyPluginAsyncZod<{ metadata: MetadataService }> = async (
  app,
  { metadata },
) => {
  app.get(
    '/rest/metadata',
    {
      // Every screen reads the settings; those only some screens use go only to their roles.
      config: { access: 'session' },
      schema: { tags: ['metadata'], response: { 200: MetadataView } },
    },
    async (request) => settingsFor(sessionUser(request), await metadata.get()),
  );

  app.put(
    '/rest/metadata',
    {
      config: { access: { level: 'superadmin' } },
      schema: { tags: ['metadata'], body: MetadataUpdate, response: { 200: Metadata } },
    },
    (request) => metadata.update(request.body, sessionUser(request).id),
  );
};

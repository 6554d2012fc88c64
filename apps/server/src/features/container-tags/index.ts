import fp from 'fastify-plugin';
import { containerTagsRoutes } from './container-tags.routes.ts';
import { type ContainerTagsService, createContainerTagsService } from './container-tags.service.ts';

export type { ContainerTagsService, TagToUse } from './container-tags.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Container tags' end of life: the register and the check a save of a box's tag makes. */
    containerTags: ContainerTagsService;
  }
}

export const containerTagsPlugin = fp(
  async (app) => {
    const tags = createContainerTagsService({ db: app.database.db, metadata: app.metadata });
    app.decorate('containerTags', tags);
    await app.register(containerTagsRoutes, { tags });
  },
  { name: 'container-tags', dependencies: ['metadata', 'uploads'] },
);

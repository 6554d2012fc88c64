import {
  ContainerTag,
  ContainerTagInput,
  TagValidAnswer,
  TagValidQuery,
} from '@yardline/domain/gate/tag-life';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keyedListRoutes } from '../../platform/lists/keyed-list.routes.ts';
import type { ContainerTagsService } from './container-tags.service.ts';

/**
 * The gate's roles ask about a tag as the clerk types it (gate-in, retag); the register is part of
 * setting the gate up, kept on the Gate Readers screen: an admin's, as gates and readers are.
 */
const GATE = { area: 'gate' } as const;
const GATE_ADMIN = { area: 'gate', level: 'admin' } as const;
const GATE_ADMIN_EDIT = { area: 'gate', write: true, level: 'admin' } as const;

export const containerTagsRoutes: FastifyPluginAsyncZod<{ tags: ContainerTagsService }> = async (
  app,
  { tags },
) => {
  app.get(
    '/rest/enterprise/containers/tag-valid',
    {
      config: { access: GATE },
      schema: {
        tags: ['containers'],
        description:
          "Whether a container tag may be used (doc 1 §7): responseMap.valid is false from the tag's " +
          'end-of-life day on (the register of container tags); endOfLife is that day (null: the ' +
          'register holds no such tag, or it is a placeholder), allowExpired the setting ' +
          'allowExpiredContainerTag. A save with an expired tag is refused (409 TAG_EXPIRED) unless ' +
          'allowExpired and the box is sent with useExpiredTag (else 409 TAG_EXPIRED_UNCONFIRMED).',
        querystring: TagValidQuery,
        response: { 200: TagValidAnswer },
      },
    },
    (request) => tags.valid(request.query.tag),
  );

  await app.register(keyedListRoutes, {
    path: '/rest/enterprise/containers/tags',
    uploadPath: '/rest/enterprise/containers/tags/upload',
    tag: 'containers',
    row: ContainerTag,
    input: ContainerTagInput,
    service: tags.register as never,
    access: { read: GATE_ADMIN, edit: GATE_ADMIN_EDIT, remove: GATE_ADMIN_EDIT },
  });
};

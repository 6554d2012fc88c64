import type { Access } from '@yardline/domain/auth/can';
import { RecordId } from '@yardline/domain/common/record-id';
import {
  CardListQuery,
  CardUploadAnswer,
  CardUploadFields,
  pageOf,
} from '@yardline/domain/trailers/trailer-cards.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/access.ts';
import { readUpload } from '../uploads/upload-reader.ts';
import type { KeyedListService } from './keyed-list.service.ts';

/** One list's calls: get, save, update, delete and upload (doc 3 §7). */
export interface KeyedListRoutes<F extends string> {
  /** `/rest/trailers/pla-cards` */
  path: string;
  /** `/rest/enterprise/trailers/pla-cards/upload` (doc 3 §7). */
  uploadPath: string;
  tag: string;
  row: z.ZodType;
  input: z.ZodType<Record<F, string>>;
  service: KeyedListService<F>;
  /** Who reads the list, who adds, changes and uploads, who deletes. */
  access: { read: Access; edit: Access; remove: Access };
}

const byId = z.object({ id: RecordId });

export const keyedListRoutes: FastifyPluginAsyncZod<KeyedListRoutes<string>> = async (
  app,
  { path, uploadPath, tag, row, input, service, access },
) => {
  app.get(
    path,
    {
      config: { access: access.read },
      schema: { tags: [tag], querystring: CardListQuery, response: { 200: pageOf(row) } },
    },
    (request) => service.list(request.query),
  );

  app.post(
    path,
    {
      config: { access: access.edit },
      schema: { tags: [tag], body: input, response: { 200: row } },
    },
    (request) => service.save(sessionUser(request).id, request.body),
  );

  app.put(
    `${path}/:id`,
    {
      config: { access: access.edit },
      schema: { tags: [tag], params: byId, body: input, response: { 200: row } },
    },
    (request) => service.update(sessionUser(request).id, request.params.id, request.body),
  );

  app.delete(
    `${path}/:id`,
    {
      config: { access: access.remove },
      schema: { tags: [tag], params: byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.remove(sessionUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    uploadPath,
    {
      config: { access: access.edit },
      schema: {
        tags: [tag],
        description:
          'multipart/form-data with `file` (.xlsx or .csv, a heading row) and `user`. Every row ' +
          'is saved (replacing rows of the same key) or, when any row is refused, none; the ' +
          'refusals are listed by line.',
        response: { 200: CardUploadAnswer },
      },
    },
    async (request) => {
      const upload = await readUpload(request, CardUploadFields);
      return service.upload(sessionUser(request).id, upload.sheet);
    },
  );
};

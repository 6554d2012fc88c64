import { IdsQuery, RecordId } from '@yardline/domain/common/record-id';
import {
  Itv,
  ItvExistsQuery,
  ItvInput,
  ItvLocation,
  ItvSaved,
  ItvsPage,
  ItvsQuery,
} from '@yardline/domain/machines/itv.schema';
import { Exists, PositionReport } from '@yardline/domain/machines/machine.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENT, IdempotencyHeaders } from '../../platform/idempotency/idempotency-headers.ts';
import { sessionUser } from '../../plugins/access.ts';
import type { ItvsService } from './itvs.service.ts';

/**
 * Doc 2 §6: on the ITV screen superadmin, admin and operator count as admin; "ITV delete exists
 * only in the enterprise version". The ITV tasks tab reads its ITVs through its own call. The
 * screen is smart transport's (doc 2 §6): its calls refuse while that is switched off, but for the
 * locations, which the gate readers' map shows too.
 */
export const ITVS_READ = { area: 'itv' } as const;
export const ITVS_EDIT = { area: 'itv', write: true, level: 'operator' } as const;
export const ITVS_DELETE = { ...ITVS_EDIT, enterprise: 'edition' } as const;
const byId = z.object({ id: RecordId });

export const itvsRoutes: FastifyPluginAsyncZod<{ itvs: ItvsService }> = async (app, { itvs }) => {
  app.get(
    '/rest/itvs',
    {
      config: { access: ITVS_READ, feature: 'smartTransport' },
      schema: {
        tags: ['itvs'],
        description: 'ITV Details: `limit` (15) ITVs from the 1-based `skip`, by ITV number.',
        querystring: ItvsQuery,
        response: { 200: ItvsPage },
      },
    },
    (request) => itvs.list(request.query),
  );

  app.get(
    '/rest/itvs/locations',
    {
      config: { access: ITVS_READ },
      schema: { tags: ['itvs'], response: { 200: z.array(ItvLocation) } },
    },
    () => itvs.locations(),
  );

  app.get(
    '/rest/itvs/exists',
    {
      config: { access: ITVS_READ, feature: 'smartTransport' },
      schema: {
        tags: ['itvs'],
        description:
          'Whether another ITV (not `id`) has this itvNumber, or this trailerNumber: the on-blur check.',
        querystring: ItvExistsQuery,
        response: { 200: Exists },
      },
    },
    (request) => itvs.exists(request.query),
  );

  app.get(
    '/rest/itvs/:id',
    {
      config: { access: ITVS_READ, feature: 'smartTransport' },
      schema: { tags: ['itvs'], params: byId, response: { 200: Itv } },
    },
    (request) => itvs.get(request.params.id),
  );

  app.post(
    '/rest/itvs',
    {
      config: { access: ITVS_EDIT, feature: 'smartTransport' },
      schema: { tags: ['itvs'], body: ItvInput, response: { 200: ItvSaved } },
    },
    (request) => itvs.save(sessionUser(request), request.body),
  );

  app.put(
    '/rest/itvs/:id',
    {
      config: { access: ITVS_EDIT, feature: 'smartTransport' },
      schema: { tags: ['itvs'], params: byId, body: ItvInput, response: { 200: ItvSaved } },
    },
    (request) => itvs.update(sessionUser(request), request.params.id, request.body),
  );

  app.delete(
    '/rest/itvs',
    {
      config: { access: ITVS_DELETE, feature: 'smartTransport' },
      schema: {
        tags: ['itvs'],
        description: 'Deletes the ITVs of `ids` (comma-joined); enterprise edition only.',
        querystring: IdsQuery,
        response: { 200: z.object({ status: z.literal('success') }) },
      },
    },
    async (request) => {
      await itvs.remove(sessionUser(request), request.query.ids);
      return { status: 'success' as const };
    },
  );

  app.post(
    '/rest/itvs/:id/position',
    {
      config: { access: ITVS_EDIT, feature: 'smartTransport' },
      schema: {
        tags: ['itvs'],
        description: `Where the ITV is now (and its status, if given); stamps lastDataReceived.${IDEMPOTENT}`,
        params: byId,
        headers: IdempotencyHeaders,
        body: PositionReport,
        response: { 200: ItvLocation },
      },
    },
    (request) => {
      const user = sessionUser(request);
      return itvs.report(
        { scope: `user:${user.id}`, userId: user.id },
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
    },
  );
};

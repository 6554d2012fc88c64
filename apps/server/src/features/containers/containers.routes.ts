import { RecordId } from '@yardline/domain/common/record-id';
import {
  ContainerEdit,
  EDITED_SUCCESSFULLY,
  EditAnswer,
  MovementAlertAnswer,
  MovementAlertBody,
  SkipValidationQuery,
} from '@yardline/domain/containers/container-edit';
import { ContainerHistory } from '@yardline/domain/containers/container-history';
import { ContainerNumberFormat } from '@yardline/domain/containers/container-number';
import {
  AllContainersQuery,
  AutocompleteQuery,
  ContainerExportQuery,
  ContainerListQuery,
  ContainerPage,
  ContainerRecord,
  ObjectSuggestions,
  Suggestions,
} from '@yardline/domain/containers/container-records';
import { YardMapAnswer, YardMapQuery } from '@yardline/domain/containers/yard-map';
import { StoredFile } from '@yardline/domain/files/export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/access.ts';
import type { ContainerChangesService } from './container-changes.service.ts';
import type { ContainersService } from './containers.service.ts';

/** Doc 1 §6: the containers screen; its operator actions need superadmin or crudEnabled. */
const READ = { area: 'containers' } as const;
const WRITE = { area: 'containers', write: true } as const;
const BASE = '/rest/enterprise/containers';
const tags = ['containers'];

export const containersRoutes: FastifyPluginAsyncZod<{
  containers: ContainersService;
  changes: ContainerChangesService;
}> = async (app, { containers, changes }) => {
  app.get(
    `${BASE}/list`,
    {
      config: { access: READ },
      schema: {
        tags,
        description:
          'The Yard tab: boxes standing in the yard, newest gate-in first. skip is the 1-based ' +
          'position of the first row ((page-1)*size+1); afterId / beforeId (the last row of the ' +
          'page before, the first of the page after) make the next or previous page a seek by key.',
        querystring: ContainerListQuery,
        response: { 200: ContainerPage },
      },
    },
    (request) => containers.yardList(request.query),
  );

  app.get(
    `${BASE}/all`,
    {
      config: { access: READ },
      schema: {
        tags,
        description: 'The All tab: every box gated in between fromDate and toDate (either open).',
        querystring: AllContainersQuery,
        response: { 200: ContainerPage },
      },
    },
    (request) => containers.allList(request.query),
  );

  for (const [path, description, answer, find] of [
    [
      'autocomplete',
      'Container numbers starting with searchText.',
      Suggestions,
      containers.autocomplete,
    ],
    [
      'autocomplete-object',
      'Boxes whose number starts with searchText.',
      ObjectSuggestions,
      containers.autocompleteObjects,
    ],
    [
      'autocomplete-igm',
      'IGM numbers starting with searchText.',
      Suggestions,
      containers.autocompleteIgm,
    ],
  ] as const) {
    app.get(
      `${BASE}/${path}`,
      {
        config: { access: READ },
        schema: { tags, description, querystring: AutocompleteQuery, response: { 200: answer } },
      },
      (request) => find(request.query.searchText),
    );
  }

  app.get(
    `${BASE}/export`,
    {
      config: { access: READ },
      schema: {
        tags,
        description:
          'The Yard list (inYardContainersOnly=true) or the All list as filtered, from skip ' +
          '(1-based) for limit rows or to the end, as .xlsx or .csv: answers the stored file ' +
          '(its path downloads with the session).',
        querystring: ContainerExportQuery,
        response: { 200: StoredFile },
      },
    },
    (request) => containers.export(sessionUser(request).id, request.query),
  );

  app.get(
    `${BASE}/yard-map`,
    {
      config: { access: READ },
      schema: {
        tags,
        description:
          'Where the named boxes stand (the yard map of selected boxes); numbers with no box in ' +
          'the yard are listed in notFound.',
        querystring: YardMapQuery,
        response: { 200: YardMapAnswer },
      },
    },
    (request) => containers.yardMap(request.query.containerNumbers),
  );

  app.get(
    `${BASE}/movements/:containerNumber`,
    {
      config: { access: READ },
      schema: {
        tags,
        description:
          "A box's whole history, every visit of its number: gate-in, moves (who, when, from, " +
          'to, productive or shifting), edits, dispatch, oldest first.',
        params: z.object({ containerNumber: ContainerNumberFormat }),
        response: { 200: ContainerHistory },
      },
    },
    (request) => changes.history(request.params.containerNumber),
  );

  app.get(
    `${BASE}/:number`,
    {
      config: { access: READ },
      schema: {
        tags,
        description: 'The latest visit of a box with this number.',
        params: z.object({ number: ContainerNumberFormat }),
        response: { 200: ContainerRecord },
      },
    },
    (request) => containers.byNumber(request.params.number),
  );

  app.put(
    BASE,
    {
      config: { access: WRITE },
      schema: {
        tags,
        description:
          "Edits a box's record. A number failing the ISO 6346 check is refused (400, message " +
          "starting 'Invalid container number') unless skipValidation=true. The dispatch date " +
          'can be changed only on a dispatched box; the length not while the box is in the yard.',
        querystring: SkipValidationQuery,
        body: ContainerEdit,
        response: { 200: EditAnswer },
      },
    },
    async (request) => {
      const skip = request.query.skipValidation === 'true';
      await changes.edit(sessionUser(request).id, request.body, skip);
      return { responsestatus: EDITED_SUCCESSFULLY } as const;
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: { access: WRITE },
      schema: {
        tags,
        description:
          'Deletes a box that is not in the yard (409 for a box standing in it). Its movements ' +
          'and audit rows are kept.',
        params: z.object({ id: RecordId }),
      },
    },
    async (request, reply) => {
      await changes.remove(sessionUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.put(
    `${BASE}/update-movement-alert`,
    {
      config: { access: WRITE },
      schema: {
        tags,
        description: 'Sets or clears the movement alert of boxes (all or none).',
        body: MovementAlertBody,
        response: { 200: MovementAlertAnswer },
      },
    },
    async (request) => {
      await changes.updateMovementAlerts(sessionUser(request).id, request.body);
      return { responsestatus: 'OK' } as const;
    },
  );
};

import { MACHINE_LIST_SCREENS } from '@yardline/domain/auth/screen-groups';
import { RecordId } from '@yardline/domain/common/record-id';
import {
  Exists,
  MACHINE_STATUSES,
  MACHINE_TYPES,
  Machine,
  MachineInput,
  MachineLocation,
  MachineSaved,
  MachinesQuery,
  MachineYardMap,
  NameExistsQuery,
  PositionReport,
} from '@yardline/domain/machines/machine.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENT, IdempotencyHeaders } from '../../platform/idempotency/idempotency-headers.ts';
import { sessionUser } from '../../plugins/access.ts';
import type { MachinesService } from './machines.service.ts';

/**
 * Doc 2 §6: on the machine screens superadmin, admin and operator count as admin, so each of them
 * adds, edits and deletes machines (with create/update/delete on). The list (with its types and
 * statuses) is read by the ITV form and the gate readers too; the rest is the machines screen's.
 */
export const MACHINES_READ = { area: 'machines' } as const;
const MACHINE_LIST_READ = { area: MACHINE_LIST_SCREENS } as const;
export const MACHINES_EDIT = { area: 'machines', write: true, level: 'operator' } as const;
const byId = z.object({ id: RecordId });

export const machinesRoutes: FastifyPluginAsyncZod<{ machines: MachinesService }> = async (
  app,
  { machines },
) => {
  app.get(
    '/rest/machines',
    {
      config: { access: MACHINE_LIST_READ },
      schema: {
        tags: ['machines'],
        description: 'Every machine by name, optionally of one type or status.',
        querystring: MachinesQuery,
        response: { 200: z.array(Machine) },
      },
    },
    (request) => machines.list(request.query),
  );

  app.get(
    '/rest/machines/locations',
    {
      config: { access: MACHINES_READ },
      schema: {
        tags: ['machines'],
        description: 'Each machine: name, status, lastDataReceived and position (null if unknown).',
        response: { 200: z.array(MachineLocation) },
      },
    },
    () => machines.locations(),
  );

  app.get(
    '/rest/machines/yard-map',
    {
      config: { access: MACHINES_READ },
      schema: {
        tags: ['machines'],
        description:
          'The machine view on the yard map: responseMap.printObject.imageName (the PNG name) and the machines to draw (dataprovider).',
        response: { 200: MachineYardMap },
      },
    },
    () => machines.yardMap(),
  );

  app.get(
    '/rest/machines/types',
    {
      config: { access: MACHINE_LIST_READ },
      schema: { tags: ['machines'], response: { 200: z.array(z.enum(MACHINE_TYPES)) } },
    },
    () => [...MACHINE_TYPES],
  );

  app.get(
    '/rest/machines/statuses',
    {
      config: { access: MACHINE_LIST_READ },
      schema: { tags: ['machines'], response: { 200: z.array(z.enum(MACHINE_STATUSES)) } },
    },
    () => [...MACHINE_STATUSES],
  );

  app.get(
    '/rest/machines/name-exists',
    {
      config: { access: MACHINES_READ },
      schema: {
        tags: ['machines'],
        description:
          'Whether another machine (not `id`) has this name, whatever its case: the on-blur check.',
        querystring: NameExistsQuery,
        response: { 200: Exists },
      },
    },
    (request) => machines.nameExists(request.query.name, request.query.id),
  );

  app.get(
    '/rest/machines/:id',
    {
      config: { access: MACHINES_READ },
      schema: { tags: ['machines'], params: byId, response: { 200: Machine } },
    },
    (request) => machines.get(request.params.id),
  );

  app.post(
    '/rest/machines',
    {
      config: { access: MACHINES_EDIT },
      schema: { tags: ['machines'], body: MachineInput, response: { 200: MachineSaved } },
    },
    (request) => machines.save(sessionUser(request), request.body),
  );

  app.put(
    '/rest/machines/:id',
    {
      config: { access: MACHINES_EDIT },
      schema: {
        tags: ['machines'],
        params: byId,
        body: MachineInput,
        response: { 200: MachineSaved },
      },
    },
    (request) => machines.update(sessionUser(request), request.params.id, request.body),
  );

  app.delete(
    '/rest/machines/:id',
    {
      config: { access: MACHINES_EDIT },
      schema: { tags: ['machines'], params: byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await machines.remove(sessionUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/rest/machines/:id/position',
    {
      config: { access: MACHINES_EDIT },
      schema: {
        tags: ['machines'],
        description: `Where the machine is now (and its status, if given); stamps lastDataReceived and moves it on open maps.${IDEMPOTENT}`,
        params: byId,
        headers: IdempotencyHeaders,
        body: PositionReport,
        response: { 200: MachineLocation },
      },
    },
    (request) => {
      const user = sessionUser(request);
      return machines.report(
        { scope: `user:${user.id}`, userId: user.id },
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
    },
  );
};

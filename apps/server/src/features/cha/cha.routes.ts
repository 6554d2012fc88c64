import {
  Cha,
  ChaAllocation,
  ChaAllocationBody,
  ChaAllocationSaved,
  ChaContactsBody,
  ChaSearchQuery,
  DeliveryType,
} from '@yardline/domain/cha/cha.schema';
import { RecordId } from '@yardline/domain/common/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/access.ts';
import type { ChaService } from './cha.service.ts';

/** The CHA vehicles screen's area (doc 3 §3 chaVehiclesVisible); changes need create/update/delete. */
const CHA_READ = { area: 'chaVehicles' } as const;
const CHA_EDIT = { area: 'chaVehicles', write: true } as const;
const tags = ['cha'];

/** Doc 1 §7 "CHA (under /rest/enterprise/cha)": refused while the CHA vehicle feature is off. */
export const chaRoutes: FastifyPluginAsyncZod<{ cha: ChaService }> = async (app, { cha }) => {
  app.get(
    '/rest/enterprise/cha/delivery-types',
    {
      config: { access: CHA_READ, feature: 'chaVehicle' },
      schema: {
        tags,
        description: 'The activities of the VEHICLE GATE-IN group: what an allocation counts.',
        response: { 200: z.array(DeliveryType) },
      },
    },
    () => cha.deliveryTypes(),
  );

  app.get(
    '/rest/enterprise/cha/search',
    {
      config: { access: CHA_READ, feature: 'chaVehicle' },
      schema: {
        tags,
        description: 'Agents whose name or registration number holds `query` (20 at most).',
        querystring: ChaSearchQuery,
        response: { 200: z.array(Cha) },
      },
    },
    (request) => cha.search(request.query.query),
  );

  app.get(
    '/rest/enterprise/cha/equipments',
    {
      config: { access: CHA_READ, feature: 'chaVehicle' },
      schema: {
        tags,
        description: 'Every equipment tag held by an allocation.',
        response: { 200: z.array(z.string()) },
      },
    },
    () => cha.equipments(),
  );

  app.get(
    '/rest/enterprise/cha/:id',
    {
      config: { access: CHA_READ, feature: 'chaVehicle' },
      schema: { tags, params: z.object({ id: RecordId }), response: { 200: Cha } },
    },
    (request) => cha.agent(request.params.id),
  );

  app.get(
    '/rest/enterprise/cha/:id/allocation',
    {
      config: { access: CHA_READ, feature: 'chaVehicle' },
      schema: {
        tags,
        description: "The agent's allocation, or null when it has none yet.",
        params: z.object({ id: RecordId }),
        response: { 200: ChaAllocation.nullable() },
      },
    },
    (request) => cha.allocation(request.params.id),
  );

  app.post(
    '/rest/enterprise/cha/:agentId/allocation',
    {
      config: { access: CHA_EDIT, feature: 'chaVehicle' },
      schema: {
        tags,
        description:
          "Creates the agent's allocation. Each allowedCount is raised to allowed20 + allowed40.",
        params: z.object({ agentId: RecordId }),
        body: ChaAllocationBody,
        response: { 200: ChaAllocationSaved },
      },
    },
    (request) => cha.create(sessionUser(request), request.params.agentId, request.body),
  );

  app.put(
    '/rest/enterprise/cha/:agentId/allocation/:id',
    {
      config: { access: CHA_EDIT, feature: 'chaVehicle' },
      schema: {
        tags,
        description:
          "Replaces the allocation's allowances and tags; gated-in counts of kept types stay.",
        params: z.object({ agentId: RecordId, id: RecordId }),
        body: ChaAllocationBody,
        response: { 200: ChaAllocationSaved },
      },
    },
    (request) =>
      cha.update(sessionUser(request), request.params.agentId, request.params.id, request.body),
  );

  app.put(
    '/rest/enterprise/cha/:id/contacts',
    {
      config: { access: CHA_EDIT, feature: 'chaVehicle' },
      schema: {
        tags,
        params: z.object({ id: RecordId }),
        body: ChaContactsBody,
        response: { 200: Cha },
      },
    },
    (request) => cha.setContacts(sessionUser(request), request.params.id, request.body.contacts),
  );
};

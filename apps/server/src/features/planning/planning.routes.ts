import { RecordId } from '@yardline/domain/common/record-id';
import {
  Plan,
  PlanInput,
  QueuedContainer,
  QueuedContainersQuery,
  ReshuffleFigures,
  SlotSuggestions,
  SuggestedPlan,
  SuggestionQuestion,
  SuggestPlanInput,
} from '@yardline/domain/planning/planning-api';
import { PlanningWeights } from '@yardline/domain/planning/weights';
import { YardContainers } from '@yardline/domain/yard/yard-containers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCompressed } from '../../platform/http/send-compressed.ts';
import { sessionUser } from '../../plugins/access.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { PlanningService } from './planning.service.ts';
import type { PlansService } from './plans.service.ts';

// Doc 3 §1: auto-assign and saving or deleting a plan are enterprise features; the rest of the
// screen is open to the roles that see planning. The weights are an admin's (issue: "a planner
// can change the weights (admin)"). Doc 2 §6: planning needs the planning engine switched on.
const READ = { area: 'planning' } as const;
const ENTERPRISE = { area: 'planning', enterprise: true } as const;
const CHANGE = { area: 'planning', write: true, enterprise: true } as const;
const ADMIN = { area: 'planning', write: true, level: 'admin' } as const;
const tags = ['planning'];

export const planningRoutes: FastifyPluginAsyncZod<{
  planning: PlanningService;
  plans: PlansService;
  inventory: InventoryService;
}> = async (app, { planning, plans, inventory }) => {
  // Doc 3 §7: the planning screen reads the yard through the inventory's dashboard. The inventory
  // screen is a superadmin's; planners read the same answer here, under planning's permission.
  app.get(
    '/rest/planning/yard-containers',
    {
      config: { access: READ, feature: 'planningEngine' },
      schema: {
        tags,
        description: 'Every box standing in the yard, as GET /rest/yard/containers gives it.',
        response: { 200: YardContainers },
      },
    },
    async (request, reply) => sendCompressed(request, reply, await inventory.yardContainers()),
  );

  app.get(
    '/rest/planning/queued-containers',
    {
      config: { access: READ, feature: 'planningEngine' },
      schema: {
        tags,
        querystring: QueuedContainersQuery,
        response: { 200: z.array(QueuedContainer) },
      },
    },
    (request) => plans.queued(request.query.search),
  );

  app.get(
    '/rest/planning/plans',
    {
      config: { access: READ, feature: 'planningEngine' },
      schema: { tags, response: { 200: z.array(Plan) } },
    },
    () => plans.list(),
  );

  app.post(
    '/rest/planning/plans',
    {
      config: { access: CHANGE, feature: 'planningEngine' },
      schema: { tags, body: PlanInput, response: { 200: Plan } },
    },
    (request) => plans.save(request.body, sessionUser(request).id),
  );

  app.delete(
    '/rest/planning/plans/:id',
    {
      config: { access: CHANGE, feature: 'planningEngine' },
      schema: { tags, params: z.object({ id: RecordId }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await plans.remove(request.params.id, sessionUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/rest/planning/suggest-plan',
    {
      config: { access: ENTERPRISE, feature: 'planningEngine' },
      schema: { tags, body: SuggestPlanInput, response: { 200: SuggestedPlan } },
    },
    (request) => planning.suggestPlan(request.body),
  );

  app.post(
    '/rest/planning/suggestions',
    {
      config: { access: READ, feature: 'planningEngine' },
      schema: { tags, body: SuggestionQuestion, response: { 200: SlotSuggestions } },
    },
    (request) => planning.suggestions(request.body),
  );

  app.get(
    '/rest/planning/reshuffles',
    {
      config: { access: READ, feature: 'planningEngine' },
      schema: { tags, response: { 200: ReshuffleFigures } },
    },
    () => planning.reshuffles(),
  );

  app.get(
    '/rest/planning/weights',
    {
      config: { access: READ, feature: 'planningEngine' },
      schema: { tags, response: { 200: PlanningWeights } },
    },
    () => planning.weights(),
  );

  app.put(
    '/rest/planning/weights',
    {
      config: { access: ADMIN, feature: 'planningEngine' },
      schema: { tags, body: PlanningWeights, response: { 200: PlanningWeights } },
    },
    (request) => planning.setWeights(request.body, sessionUser(request).id),
  );
};

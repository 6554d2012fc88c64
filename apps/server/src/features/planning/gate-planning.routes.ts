import {
  GateSuggestions,
  GateSuggestionsBody,
  PlanningParam,
} from '@yardline/domain/planning/gate-planning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GatePlanningService } from './gate-planning.service.ts';

/**
 * Doc 2 §7 lookups "planning parameters and gate-in suggestions": the gate's (doc 1 §6), in either
 * edition. They are the planning engine's section of the gate-in form, refused while the engine
 * is switched off; a gate-in still gets the engine's slot (decision 0036).
 */
const GATE = { area: 'gate' } as const;
const tags = ['gate', 'planning'];

export const gatePlanningRoutes: FastifyPluginAsyncZod<{
  gatePlanning: GatePlanningService;
}> = async (app, { gatePlanning }) => {
  app.get(
    '/rest/gate/planning-params',
    {
      config: { access: GATE, feature: 'planningEngine' },
      schema: {
        tags,
        description: 'The parameters the planning engine asks of each box at the gate.',
        response: { 200: z.array(PlanningParam) },
      },
    },
    () => gatePlanning.params(),
  );

  app.post(
    '/rest/gate/planning-suggestions',
    {
      config: { access: GATE, feature: 'planningEngine' },
      schema: {
        tags,
        description:
          'For each box on the truck: the suggested location (the slot the gate-in takes ' +
          'unless the clerk picks another), its matchPercent, and the other locations.',
        body: GateSuggestionsBody,
        response: { 200: GateSuggestions },
      },
    },
    (request) => gatePlanning.suggestions(request.body),
  );
};

import fp from 'fastify-plugin';
import { every } from '../../platform/system/every.ts';
import { gatePlanningRoutes } from './gate-planning.routes.ts';
import { createGatePlanningService } from './gate-planning.service.ts';
import { planningRoutes } from './planning.routes.ts';
import { createPlanningService, type PlanningService } from './planning.service.ts';
import type { PlanningYardCache } from './planning-yard-cache.ts';
import { createPlansService } from './plans.service.ts';

export type { BoxRow, PlanningService } from './planning.service.ts';
export type { Hold, PlanningYardCache } from './planning-yard-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The planning engine over the yard this node keeps. */
    planning: PlanningService;
    /** The planning yard this node keeps (a change made straight on the database invalidates it). */
    planningYard: PlanningYardCache;
  }
}

export const planningPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const planning = createPlanningService({
      db,
      colourRules: app.configuration.list,
      startHeight: async (tx) => (await app.metadata.get(tx)).startHeight,
      events: app.events,
      log: app.log,
    });
    app.events.subscribe(planning.yard.onEvent);
    // The kept yard's departure estimates and dwell model age: read it again hourly.
    every(app, 'Reading the planning yard again', 60 * 60_000, planning.yard.refresh);
    app.decorate('planning', planning);
    app.decorate('planningYard', planning.yard);
    await app.register(planningRoutes, {
      planning,
      plans: createPlansService({ db, planning, events: app.events }),
      inventory: app.inventory,
    });
    await app.register(gatePlanningRoutes, {
      gatePlanning: createGatePlanningService({ planning, master: app.master }),
    });
  },
  {
    name: 'planning',
    dependencies: ['events', 'metadata', 'master', 'configuration', 'inventory'],
  },
);

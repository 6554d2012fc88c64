import fp from 'fastify-plugin';
import { every } from '../system/every.ts';
import { createEventBus, type EventBus } from './event-bus.ts';
import { eventsRoutes } from './events.routes.ts';

export type { EventBus, NewEvent } from './event-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

/** The event bus: a transaction's events go out through the outbox when it commits. */
export const eventBusPlugin = fp(
  async (app) => {
    const events = createEventBus(app.database, app.log);
    await events.start();
    // Events a stopped node committed but did not send: any node sends them within a second.
    every(app, 'Sending committed events', 1_000, events.send);
    app.decorate('events', events);
  },
  { name: 'events' },
);

/** GET /rest/events: the live-update stream, which ends with its session. */
export const eventStreamPlugin = fp(
  async (app) => {
    await app.register(eventsRoutes, {
      events: app.events,
      sessions: app.sessions,
      heartbeatMs: app.config.eventsHeartbeatMs,
    });
  },
  { name: 'event-stream', dependencies: ['events', 'session'] },
);

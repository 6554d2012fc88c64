import { canReceive, type LiveEvent } from '@yardline/domain/events/live-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE, sessionUser } from '../../plugins/access.ts';
import type { SessionService, SessionUser } from '../session/session.service.ts';
import type { EventBus } from './event-bus.ts';

/** Comment lines this often keep proxies from closing a quiet stream; the session is re-read too. */
export const HEARTBEAT_MS = 15_000;

/**
 * GET /rest/events: the live-update stream (server-sent events). Each committed change the
 * session's role may see arrives as `data: {type, at, data}`. The stream ends when the session
 * does (logout, idle or age expiry, checked at every heartbeat without extending the session);
 * the browser's EventSource then reconnects and gets a 401.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{
  events: Pick<EventBus, 'subscribe'>;
  sessions: Pick<SessionService, 'authenticate'>;
  heartbeatMs?: number;
}> = async (app, { events, sessions, heartbeatMs = HEARTBEAT_MS }) => {
  const open = new Set<() => void>();
  // Open streams never end by themselves: end them so the server can close.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/rest/events',
    {
      config: { access: 'session' },
      schema: {
        tags: ['events'],
        description:
          'text/event-stream of change events ({type, at, data}, see packages/domain/src/events); ' +
          'comment lines as heartbeats.',
      },
    },
    async (request, reply) => {
      let user: SessionUser = sessionUser(request);
      const token = request.cookies[SESSION_COOKIE] ?? '';
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n\n');

      const send = (event: LiveEvent) => {
        if (canReceive(user, event)) res.write(`data: ${JSON.stringify(event)}\n\n`);
      };
      const unsubscribe = events.subscribe(send);
      const heartbeat = setInterval(async () => {
        res.write(': heartbeat\n\n');
        const found = await sessions.authenticate(token, { extend: false }).catch(() => undefined);
        if (!found) end();
        // Permission changes apply to the stream at once.
        else user = found;
      }, heartbeatMs);

      function end() {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        if (!res.writableEnded) res.end();
      }
      open.add(end);
      request.raw.on('close', end);
    },
  );
};

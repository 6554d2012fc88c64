import { canReceive, type LiveEvent } from '@yardline/domain/events/live-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE, sessionUser } from '../../plugins/access.ts';
import type { SessionService, SessionUser } from '../session/session.service.ts';
import type { EventBus } from './event-bus.ts';

/** Comment lines this often keep proxies from closing a quiet stream; the session is re-read too. */
export const HEARTBEAT_MS = 15_000;

/**
 * Whether `event` may change what `user`'s session holds: their sessions ended (a logout, a new
 * role or password), their role's flags changed, or such events may have been missed.
 */
const touchesSession = (user: SessionUser, event: LiveEvent): boolean => {
  if (event.type === 'session.ended') return event.data.userId === user.id;
  if (event.type === 'role.changed') return event.data.roleId === user.roleId;
  return event.type === 'reload' && ['session.ended', 'role.changed'].includes(event.data.of);
};

/**
 * GET /rest/events: the live-update stream (server-sent events). Each committed change the
 * session's role may see arrives as `data: {type, at, data}`. The session is read again (without
 * extending it) at every heartbeat, and at once when an event says it may have changed: the stream
 * ends when the session does (logout, a new role, idle or age expiry), and follows a change of
 * its role's flags before it delivers anything else. The browser's EventSource then reconnects and
 * gets a 401.
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

      let ended = false;
      async function recheck() {
        const found = await sessions.authenticate(token, { extend: false }).catch(() => undefined);
        if (!found) end();
        else user = found;
      }
      // While the session is read again, the events after the one that asked wait behind it, so
      // none is judged by powers the session may no longer have.
      let checking: Promise<void> | undefined;
      const afterCheck = (step: () => void | Promise<void>) => {
        const next = (checking ?? Promise.resolve()).then(step).catch(end);
        checking = next;
        void next.finally(() => {
          if (checking === next) checking = undefined;
        });
      };
      const deliver = (event: LiveEvent) => {
        if (!ended && canReceive(user, event)) res.write(`data: ${JSON.stringify(event)}\n\n`);
      };
      const unsubscribe = events.subscribe((event) => {
        if (touchesSession(user, event)) afterCheck(recheck);
        if (checking) afterCheck(() => deliver(event));
        else deliver(event);
      });
      const heartbeat = setInterval(() => {
        res.write(': heartbeat\n\n');
        afterCheck(recheck);
      }, heartbeatMs);

      function end() {
        ended = true;
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

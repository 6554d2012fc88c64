import {
  ChangePasswordBody,
  ChangePasswordResponse,
} from '@yardline/domain/session/change-password';
import {
  CurrentUser,
  HealthResponse,
  LoginBody,
  LoginResponse,
  LogoutResponse,
  PublicKeyResponse,
  SessionState,
} from '@yardline/domain/session/session.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE, sessionUser } from '../../plugins/access.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from './device-cookie.ts';
import { landingPage, type SessionService } from './session.service.ts';

export const sessionRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  secureCookie: boolean;
}> = async (app, { sessions, secureCookie }) => {
  app.get(
    '/rest/auth/public-key',
    {
      config: { access: 'public' },
      schema: { tags: ['session'], response: { 200: PublicKeyResponse } },
    },
    async () => ({ algorithm: 'RSA-OAEP-256' as const, publicKey: sessions.publicKey() }),
  );

  app.post(
    '/rest/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['session'], body: LoginBody, response: { 200: LoginResponse } },
    },
    async (request, reply) => {
      const { token, landingPage, device } = await sessions.login({
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        device: request.cookies[DEVICE_COOKIE],
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookie,
      });
      // Kept across logouts: it is the device, not the session, that is known.
      reply.setCookie(DEVICE_COOKIE, device, {
        path: '/rest/auth/login',
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookie,
        maxAge: DEVICE_COOKIE_DAYS * 86_400,
      });
      return { landingPage };
    },
  );

  app.get(
    '/rest/auth/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        description:
          "Whether the browser's session cookie names a live session, and its landing page: the " +
          'login page asks this, not /rest/health, so a visitor is not answered 401. Asking does ' +
          'not count as activity (the idle timer is not extended).',
        response: { 200: SessionState },
      },
    },
    async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      const user = token ? await sessions.authenticate(token, { extend: false }) : undefined;
      return user
        ? { signedIn: true as const, landingPage: landingPage(user) }
        : { signedIn: false as const };
    },
  );

  // The spec's GET (document 1 §7) and a POST: ending a session changes state, so both take the
  // cross-site checks of every other change (a link or image on another site sends no PagePath;
  // the session cookie is SameSite=Strict besides).
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/rest/user/logout',
      config: { access: 'session', beforePasswordChange: true, changesState: true },
      schema: { tags: ['session'], response: { 200: LogoutResponse } },
      handler: async (request, reply) => {
        await sessions.logout(sessionUser(request));
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return { status: 'loggedOut' as const };
      },
    });
  }

  app.get(
    '/rest/health',
    {
      config: { access: 'session', beforePasswordChange: true },
      schema: { tags: ['session'], response: { 200: HealthResponse } },
    },
    async (request) => {
      const user = sessionUser(request);
      return {
        userId: user.id,
        roleId: user.roleId,
        role: user.role,
        roleKey: user.roleKey,
        userName: user.username,
        permissions: user.permissions,
        landingPage: landingPage(user),
        enterpriseVersion: request.enterpriseVersion,
        mustChangePassword: user.mustChangePassword,
      };
    },
  );

  app.get(
    '/rest/user',
    {
      config: { access: 'session', beforePasswordChange: true },
      schema: { tags: ['session'], response: { 200: CurrentUser } },
    },
    async (request) => sessions.profile(sessionUser(request)),
  );

  app.post(
    '/rest/user/change-password',
    {
      config: { access: 'session', beforePasswordChange: true },
      schema: {
        tags: ['session'],
        body: ChangePasswordBody,
        response: { 200: ChangePasswordResponse },
      },
    },
    async (request) => ({
      status: await sessions.changePassword(sessionUser(request), request.body, request.ip),
    }),
  );
};

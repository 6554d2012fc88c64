import {
  ChangePasswordBody,
  ChangePasswordResponse,
} from '@yardline/domain/session/change-password';
import {
  CurrentUser,
  HealthResponse,
  LANDING_PAGE,
  LoginBody,
  LoginResponse,
  LogoutResponse,
  PublicKeyResponse,
} from '@yardline/domain/session/session.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE, sessionUser } from '../../plugins/access.ts';
import type { SessionService } from './session.service.ts';

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
      const { token, landingPage } = await sessions.login({
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookie,
      });
      return { landingPage };
    },
  );

  app.get(
    '/rest/user/logout',
    {
      config: { access: 'session' },
      schema: { tags: ['session'], response: { 200: LogoutResponse } },
    },
    async (request, reply) => {
      await sessions.logout(sessionUser(request));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { status: 'loggedOut' as const };
    },
  );

  app.get(
    '/rest/health',
    {
      config: { access: 'session' },
      schema: { tags: ['session'], response: { 200: HealthResponse } },
    },
    async (request) => {
      const user = sessionUser(request);
      return {
        role: user.role,
        userName: user.username,
        permissions: user.permissions,
        landingPage: LANDING_PAGE,
        enterpriseVersion: request.enterpriseVersion,
      };
    },
  );

  app.get(
    '/rest/user',
    {
      config: { access: 'session' },
      schema: { tags: ['session'], response: { 200: CurrentUser } },
    },
    async (request) => sessions.profile(sessionUser(request)),
  );

  app.post(
    '/rest/user/change-password',
    {
      config: { access: 'session' },
      schema: {
        tags: ['session'],
        body: ChangePasswordBody,
        response: { 200: ChangePasswordResponse },
      },
    },
    async (request) => ({
      status: await sessions.changePassword(sessionUser(request), request.body),
    }),
  );
};

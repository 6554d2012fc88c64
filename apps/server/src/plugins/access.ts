import { type Access, decide, ENTERPRISE_MESSAGE } from '@yardline/domain/auth/can';
import type { Feature } from '@yardline/domain/metadata/features';
import { PASSWORD_CHANGE_REQUIRED } from '@yardline/domain/session/session.schema';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError, unauthenticated } from '../platform/http/http-error.ts';
import type { SessionUser } from '../platform/session/index.ts';

export const SESSION_COOKIE = 'yardline_session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every `/rest` route must say. */
    access?: Access;
    /**
     * The feature switch the route also needs (decision 0036): switched off, the route answers
     * 403 FEATURE_OFF to whoever its access rule lets through.
     */
    feature?: Feature;
    /**
     * A user logged in with a one-time password may call this route before changing it (change
     * password, logout, who am I). Every other route refuses them.
     */
    beforePasswordChange?: boolean;
    /**
     * A GET that changes state (the spec's GET logout): it takes the cross-site checks of the
     * other changes (csrf.ts).
     */
    changesState?: boolean;
  }
  interface FastifyInstance {
    /**
     * Every `/rest` route, its rule, its feature switch and its schema, as registered: the rows of
     * the authorization matrix, the feature switches' test and the bad-input test.
     */
    accessRules: {
      method: string;
      url: string;
      access: Access;
      feature?: Feature;
      schema?: FastifySchema;
    }[];
  }
  interface FastifyRequest {
    user: SessionUser | undefined;
    enterpriseVersion: boolean;
  }
}

/** Routes the server answers itself (the API reference) rather than features. */
const isFeatureRoute = (url: string) => url.startsWith('/rest/') && !url.startsWith('/rest/docs');

/**
 * Authorization at the edge: each route declares its `access`, a route without one fails the
 * start-up, and every request is checked against the session's role and permission flags. It is
 * registered before any route, so it sees them all; the sessions it asks (`app.sessions`) come
 * from the platform registered after it.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', undefined);
  app.decorateRequest('enterpriseVersion', false);

  app.decorate('accessRules', []);
  app.addHook('onRoute', (route) => {
    if (!isFeatureRoute(route.url)) return;
    const access = route.config?.access;
    if (access === undefined)
      throw new Error(`${route.method} ${route.url} declares no access rule`);
    const { feature } = route.config ?? {};
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        app.accessRules.push({ method, url: route.url, access, feature, schema: route.schema });
      }
    }
  });

  async function authenticate(request: FastifyRequest) {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await app.sessions.authenticate(token);
    if (!found) return;
    const { enterpriseVersion, ...user } = found;
    request.user = user;
    request.enterpriseVersion = enterpriseVersion;
  }

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public' || access === 'device') return;
    await authenticate(request);
    const decision = decide(access, request.user, request.enterpriseVersion);
    if (decision === 'unauthenticated') {
      throw unauthenticated();
    }
    if (request.user?.mustChangePassword && !request.routeOptions.config.beforePasswordChange) {
      throw new HttpError(403, PASSWORD_CHANGE_REQUIRED.message, PASSWORD_CHANGE_REQUIRED.code);
    }
    if (decision === 'forbidden') {
      throw forbidden();
    }
    if (decision === 'enterprise-locked') {
      throw new HttpError(403, ENTERPRISE_MESSAGE, 'ENTERPRISE_LOCKED');
    }
    // Read only for the routes of a feature that can be switched off: no cost to the others.
    const feature = request.routeOptions.config.feature;
    if (feature) await app.metadata.requireOn(feature);
  });
});

/** The logged-in user of a route whose access rule requires one. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

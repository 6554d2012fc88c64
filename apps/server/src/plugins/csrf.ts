import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function expectedOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

/**
 * A cross-site form can neither set a custom header nor fake the Origin the browser sends: a
 * mutating call needs the app's `PagePath` header and, when it has an Origin, our own.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { publicUrl?: string }) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/rest/')) return;
    if (!request.headers.pagepath) {
      throw new HttpError(403, 'The request did not come from the Yardline app.', 'CSRF');
    }
    const origin = request.headers.origin;
    if (origin && origin !== expectedOrigin(request, opts.publicUrl)) {
      throw new HttpError(403, 'The request came from another site.', 'CSRF');
    }
  });
});

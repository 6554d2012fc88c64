import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../platform/http/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a browser's Sec-Fetch-Site says about a call the app itself makes (or a typed URL). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

function expectedOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

const fromAnotherSite = () => new HttpError(403, 'The request came from another site.', 'CSRF');

/**
 * A cross-site form can neither set a custom header nor fake the Origin or Sec-Fetch-Site the
 * browser sends: a mutating call (and a GET that changes state) needs the app's `PagePath` header and, when the browser says
 * where the call came from, our own origin. The check follows the route the request matched (its
 * access rule), not the raw URL, so a percent-encoded path cannot step around it.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { publicUrl?: string }) => {
  app.addHook('onRequest', async (request) => {
    const { access, changesState } = request.routeOptions.config;
    if (SAFE_METHODS.has(request.method) && !changesState) return;
    // A device sends no cookie: nothing a cross-site page could borrow.
    if (access === undefined || access === 'device') return;
    if (!request.headers.pagepath) {
      throw new HttpError(403, 'The request did not come from the Yardline app.', 'CSRF');
    }
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string' && !OWN_FETCH_SITES.has(site)) throw fromAnotherSite();
    const origin = request.headers.origin;
    if (origin && origin !== expectedOrigin(request, opts.publicUrl)) throw fromAnotherSite();
  });
});

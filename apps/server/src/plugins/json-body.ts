import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../platform/http/http-error.ts';
import { MAX_JSON_DEPTH, nestsTooDeep } from '../platform/http/json-limits.ts';

/**
 * Fastify's JSON parser (which refuses `__proto__` and `constructor` keys), after a check of how
 * deep the body nests: past `MAX_JSON_DEPTH` it is refused before it is parsed, so no schema,
 * audit row or jsonb column ever walks 5,000 levels.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (nestsTooDeep(body as string)) {
        const message = `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`;
        return done(new HttpError(400, message, 'JSON_TOO_DEEP'), undefined);
      }
      return parse(request, body as string, done);
    });
  },
  { name: 'json-body' },
);

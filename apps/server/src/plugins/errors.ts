import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-errors.ts';
import { HttpError } from '../platform/http/http-error.ts';

/** One shape for every error: `{statusCode, error, message, code?}`. */
export const errorBody = (statusCode: number, message: string, code?: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...(code ? { code } : {}),
});

export const DATABASE_UNAVAILABLE = 'The database cannot be reached. Try again in a moment.';

function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  return error.validation
    .map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = path ? `${error.validationContext} ${path}` : error.validationContext;
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * Turns every failure into a JSON answer without stack traces, SQL or paths: 4xx errors say what
 * was wrong, a database out of reach is a 503 (the app's "unreachable" notice), anything else is
 * logged and answered with a plain 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(errorBody(400, validationMessage(error), 'VALIDATION'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, url: request.url }, 'response does not match its schema');
      return reply.status(500).send(errorBody(500, 'Internal server error'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send(errorBody(503, DATABASE_UNAVAILABLE, 'DATABASE_UNAVAILABLE'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, bad content type).
      return reply.status(status).send(errorBody(status, error.message, error.code));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Internal server error'));
  });
});

/**
 * Fastify's answers to a request its router cannot take (a path parameter past its length, a
 * malformed percent-encoding), in our error shape and without repeating the address.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(errorBody(414, 'The address is too long.', error.code));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(errorBody(400, 'The address is not valid.', error.code));
  }
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send(errorBody(status, 'The request could not be read.', error.code));
}

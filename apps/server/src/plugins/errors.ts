import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** One shape for every error: `{statusCode, error, message, code?}`. */
export const errorBody = (statusCode: number, message: string, code?: string) => ({
  statusCode,
  error: STATUS_TEXT[statusCode] ?? 'Error',
  message,
  ...(code ? { code } : {}),
});

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
 * was wrong, anything else is logged and answered with a plain 500.
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, bad content type).
      return reply.status(status).send(errorBody(status, error.message, error.code));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Internal server error'));
  });
});

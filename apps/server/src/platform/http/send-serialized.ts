import type { FastifyReply } from 'fastify';

/**
 * Sends JSON serialized beforehand, such as a cached answer already checked against its schema
 * when it was built: the route's serializer would only parse and write it again.
 */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').serializer(String).send(json);
}

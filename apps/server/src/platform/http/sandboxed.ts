import type { FastifyReply } from 'fastify';

/**
 * For an answer whose bytes come from outside the app (a camera's stream, a kept still, an
 * uploaded or exported file): opened on its own it is a sandboxed document with no script and an
 * origin of its own, and the browser takes its content type as said, never guessed.
 */
export const sandboxed = (reply: FastifyReply) =>
  reply.header('content-security-policy', 'sandbox').header('x-content-type-options', 'nosniff');

import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';

/** `attachment` with the name in both forms: plain ASCII for old clients, UTF-8 for the rest. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Sends a stored file as a download, never cached (it is one user's). */
export function sendStoredFile(
  reply: FastifyReply,
  file: { name: string; path: string; contentType: string; bytes: number },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.bytes)
    .header('content-disposition', attachment(file.name))
    .header('cache-control', 'private, no-store')
    .send(createReadStream(file.path));
}

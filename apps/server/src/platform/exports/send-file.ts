import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';
import { sandboxed } from '../http/sandboxed.ts';

/** The disposition with the name in both forms: plain ASCII for old clients, UTF-8 for the rest. */
const disposition = (kind: 'attachment' | 'inline', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Sends a stored file as a download (or `inline`: a photo shown in the page), sandboxed, never
 * cached (it is for the session that asked).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { name: string; path: string; contentType: string; bytes: number },
  kind: 'attachment' | 'inline' = 'attachment',
) {
  return sandboxed(reply)
    .header('content-type', file.contentType)
    .header('content-length', file.bytes)
    .header('content-disposition', disposition(kind, file.name))
    .header('cache-control', 'private, no-store')
    .send(createReadStream(file.path));
}

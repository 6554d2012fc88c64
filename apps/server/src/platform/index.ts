import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eventBusPlugin, eventStreamPlugin } from './events/index.ts';
import { exportsPlugin } from './exports/index.ts';
import { mailPlugin } from './mail/index.ts';
import { metadataPlugin } from './metadata/index.ts';
import { sessionPlugin } from './session/index.ts';
import { systemRoutes } from './system/system.routes.ts';
import { uploadsPlugin } from './uploads/upload-reader.ts';

/** What every feature may count on, in the order each needs the one before. */
const platform = [
  eventBusPlugin,
  metadataPlugin,
  sessionPlugin,
  eventStreamPlugin,
  uploadsPlugin,
  exportsPlugin,
  mailPlugin,
  fp(systemRoutes, { name: 'system' }),
];

export async function registerPlatform(app: FastifyInstance) {
  for (const plugin of platform) await app.register(plugin);
}

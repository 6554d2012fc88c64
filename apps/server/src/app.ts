import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config.ts';
import type { Database } from './db/connection.ts';
import { loggableError } from './db/database-errors.ts';
import { registerFeatures } from './features.ts';
import { registerPlatform } from './platform/index.ts';
import { accessPlugin } from './plugins/access.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { errorBody, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import type { ServerConfig } from './server-config.ts';

export interface AppOptions {
  database: Database;
  config: Pick<Config, 'publicUrl' | 'webDir' | 'trustProxy'> &
    Partial<
      Pick<
        Config,
        | 'dataDir'
        | 'smtpUrl'
        | 'mailFrom'
        | 'erpUrl'
        | 'mqttUrl'
        | 'mqttTopicRoot'
        | 'mqttNodeName'
        | 'cameraHosts'
        | 'snapshotKeepDays'
      >
    >;
  logger?: FastifyServerOptions['logger'];
  /** Heartbeat of the event stream (tests shorten it). */
  eventsHeartbeatMs?: number;
}

/**
 * Fastify's own hop count trusts no one (it cannot tell the proxy from a client that reached the
 * app directly), so a hop count becomes the rule it stands for: believe the last `hops` entries.
 */
const trustProxyRule = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Errors reach the log through `loggableError`, which keeps query parameters out of it. */
const withSafeErrors = (logger: AppOptions['logger']): AppOptions['logger'] =>
  typeof logger === 'object'
    ? { ...logger, serializers: { ...logger.serializers, err: loggableError } }
    : logger;

export async function buildApp({
  database,
  config,
  logger = false,
  eventsHeartbeatMs,
}: AppOptions) {
  const app = Fastify({
    logger: withSafeErrors(logger),
    trustProxy: trustProxyRule(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(cookie);
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Yardline API', version: '1.0.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'yardline_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/rest/docs', staticCSP: true });

  // Without a data dir (tests), files go to a fresh temporary folder.
  const dataDir = config.dataDir ?? (await mkdtemp(join(tmpdir(), 'yardline-')));
  app.decorate('database', database);
  app.decorate('config', {
    publicUrl: config.publicUrl,
    filesDir: join(dataDir, 'files'),
    snapshotsDir: join(dataDir, 'snapshots'),
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom ?? 'yardline@localhost',
    erpUrl: config.erpUrl,
    mqttUrl: config.mqttUrl,
    mqttTopicRoot: config.mqttTopicRoot,
    mqttNodeName: config.mqttNodeName,
    cameraHosts: config.cameraHosts,
    snapshotKeepDays: config.snapshotKeepDays,
    eventsHeartbeatMs,
  } satisfies ServerConfig);
  await app.register(csrfPlugin, { publicUrl: config.publicUrl });
  await app.register(accessPlugin);
  await registerPlatform(app);
  await registerFeatures(app);

  const webDir =
    config.webDir && existsSync(join(config.webDir, 'index.html')) ? config.webDir : undefined;
  if (webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      // The build writes .br and .gz beside each asset (apps/web/build/precompress.ts): sent as
      // they are to a browser that accepts them, so no request pays for compressing.
      preCompressed: true,
      setHeaders(res, path) {
        // Vite puts a content hash in every asset name, so assets never change in place.
        if (path.includes('/assets/'))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (webDir && request.method === 'GET' && !url.startsWith('/rest/')) {
      // Client-side routes: the app decides what to show, including its own not-found page.
      return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
    }
    return reply.status(404).send(errorBody(404, `No such resource: ${request.method} ${url}`));
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
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
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import { registerFeatures } from './features.ts';
import { errorBody, errorsPlugin } from './plugins/errors.ts';

export interface AppOptions {
  database: Database;
  config: Pick<Config, 'publicUrl' | 'webDir' | 'trustProxy'>;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ database, config, logger = false }: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // antd writes its styles at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
      },
    },
  });
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

  await registerFeatures(app, { database, publicUrl: config.publicUrl });

  const webDir =
    config.webDir && existsSync(join(config.webDir, 'index.html')) ? config.webDir : undefined;
  if (webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
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

import { resolve } from 'node:path';

/** Infrastructure settings, from the environment. Product settings live in the metadata table. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server to use; without it the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** The address users reach the app at; its origin is the one mutating calls must come from. */
  publicUrl: string | undefined;
  /** Built web app to serve; absent in API-only runs. */
  webDir: string | undefined;
  logLevel: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    webDir: resolve(import.meta.dirname, '../../web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
  };
}

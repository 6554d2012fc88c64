import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  type CameraHosts,
  DEFAULT_CAMERA_HOSTS,
  parseCameraHosts,
} from './features/gate-devices/camera-hosts.ts';
import { DEFAULT_SNAPSHOT_KEEP_DAYS } from './features/gate-devices/snapshot-store.ts';

/**
 * Which proxies in front of the app may say who the client is: `false` (none: the client is the
 * connection's peer), a number of hops (the client is that many entries from the right of
 * X-Forwarded-For), or the proxies' addresses and ranges. Fastify's `trustProxy` takes each form.
 */
export type TrustProxy = false | number | string[];

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
  /** Behind a load balancer: which proxies' X-Forwarded-For to believe. */
  trustProxy: TrustProxy;
  /** Where survey mails are sent through (smtp:// or smtps://); none: sending fails. */
  smtpUrl: string | undefined;
  /** The sender address of the app's mails. */
  mailFrom: string;
  /** Where "Sync with ERP" posts the inventory; none: the sync fails. */
  erpUrl: string | undefined;
  /** The MQTT broker gate devices publish to (mqtt:// or mqtts://); none: no MQTT ingestion. */
  mqttUrl: string | undefined;
  /** Root of the device topics (`yardline/devices`). */
  mqttTopicRoot: string;
  /**
   * This app node's name, its own among the nodes on the broker: its MQTT client id, under which
   * the broker keeps what arrives while the node restarts. None: the host name.
   */
  mqttNodeName: string | undefined;
  /** The hosts the server may fetch camera stills and streams from. */
  cameraHosts: CameraHosts;
  /** Days a gate still (camera capture, portal image) is kept. */
  snapshotKeepDays: number;
}

/** A setting the environment gives a value the app cannot use; the message names it. */
export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** proxy-addr's names for the private ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a named range. */
function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  'give the number of proxies in front of the app (TRUST_PROXY=1) or their addresses ' +
  '(TRUST_PROXY=10.0.0.0/8,127.0.0.1)';

const trustProxySetting = z
  .string()
  .transform((value, ctx): TrustProxy => {
    const text = value.trim();
    if (text === 'false' || text === '0') return false;
    if (text === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: `"true" would believe whatever X-Forwarded-For a client sends: ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `"${bad.join(', ')}" is neither a hop count nor an address: ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    return entries;
  })
  .default(false);

const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' })
  .optional();

/** The environment as the app reads it; an empty variable counts as unset. */
const Environment = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a port number (0 to 65535)')
    .transform(Number)
    .refine((port) => port <= 65535, 'must be a port number (0 to 65535)')
    .default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      message: 'must be a postgres:// address (postgres://user@host:5432/db)',
    })
    .optional(),
  PUBLIC_URL: httpUrl,
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  TRUST_PROXY: trustProxySetting,
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      message: 'must be an smtp:// or smtps:// address (smtp://user:password@host:587)',
    })
    .optional(),
  MAIL_FROM: z.email('must be an e-mail address').default('yardline@localhost'),
  ERP_URL: httpUrl,
  MQTT_URL: z
    .url({
      protocol: /^mqtts?$/,
      message: 'must be an mqtt:// or mqtts:// address (mqtt://127.0.0.1:1883)',
    })
    .optional(),
  MQTT_TOPIC_ROOT: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/,
      'must be a topic without wildcards (yardline/devices)',
    )
    .default('yardline/devices'),
  MQTT_NODE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
    .optional(),
  CAMERA_HOSTS: z
    .string()
    .transform((value, ctx) => {
      try {
        return parseCameraHosts(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .default(parseCameraHosts(DEFAULT_CAMERA_HOSTS)),
  SNAPSHOT_KEEP_DAYS: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number of days (1 or more)')
    .transform(Number)
    .refine((days) => days >= 1, 'must be a whole number of days (1 or more)')
    .default(DEFAULT_SNAPSHOT_KEEP_DAYS),
});

/** Variables whose value may hold a secret, so a message never repeats it. */
const SECRET = new Set(['DATABASE_URL', 'SMTP_URL', 'ERP_URL', 'MQTT_URL']);

/** Reads and checks the settings; a bad value throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const given = Object.fromEntries(
    Object.keys(Environment.shape).map((name) => [name, env[name] === '' ? undefined : env[name]]),
  );
  const parsed = Environment.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const value = SECRET.has(name) ? '' : ` (got "${given[name]}")`;
      return `${name} ${issue.message}${value}`;
    });
    throw new ConfigError(`Bad setting: ${problems.join('; ')}`);
  }
  const settings = parsed.data;
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir: resolve(settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    publicUrl: settings.PUBLIC_URL,
    webDir: resolve(import.meta.dirname, '../../web/dist'),
    logLevel: settings.LOG_LEVEL,
    trustProxy: settings.TRUST_PROXY,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    erpUrl: settings.ERP_URL,
    mqttUrl: settings.MQTT_URL,
    mqttTopicRoot: settings.MQTT_TOPIC_ROOT,
    mqttNodeName: settings.MQTT_NODE_NAME,
    cameraHosts: settings.CAMERA_HOSTS,
    snapshotKeepDays: settings.SNAPSHOT_KEEP_DAYS,
  };
}

/** For the command-line entry points: a bad setting ends the process with its message. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * What the app needs to know about a failed query: whether the database is out of reach (the
 * client gets a 503, not a 500), and what of the error may be written to the log.
 */

/** The error and its causes: drizzle wraps the driver's error, whose fields sit on its cause. */
export function* errorChain(error: unknown): Generator<Error & Record<string, unknown>> {
  for (let current = error; current instanceof Error; current = current.cause) {
    yield current as Error & Record<string, unknown>;
  }
}

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/** SQLSTATEs of a server that is going away or turning connections down. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What pg and pg-pool say, without a code, when a connection ends or cannot be had. */
const UNAVAILABLE_MESSAGES =
  /^Connection terminated|timeout exceeded when trying to connect|not queryable|after calling end on the pool/;

/** Whether a query failed because the database could not be reached, rather than on its own. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of errorChain(error)) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')) {
      return true;
    }
    // A unix socket (the embedded database's) that is gone fails its connect with ENOENT.
    if (code === 'ENOENT' && current.syscall === 'connect') return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}

/** Fields that say what failed without carrying the values a query was given. */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'errno',
  'syscall',
  'address',
  'port',
] as const;

export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The message without what drizzle appends to it, the bound parameters (a password hash, a
 * private key); the stack with that message, so the parameters leave both.
 */
function redactedText(error: Error & Record<string, unknown>): { message: string; stack: string } {
  if (!('params' in error) || typeof error.query !== 'string') {
    return { message: error.message, stack: error.stack ?? '' };
  }
  const message = `Failed query: ${error.query}`;
  // V8 starts a stack with "Name: message"; the frames follow it.
  const head = `${error.name}: ${error.message}`;
  const frames = error.stack?.startsWith(head) ? error.stack.slice(head.length) : '';
  return { message, stack: `${error.name}: ${message}${frames}` };
}

/**
 * An error as the log may keep it: its message and stack without bound parameters, and only the
 * fields that name what failed. PostgreSQL's `detail` ("Failing row contains …") is left out too.
 */
export function loggableError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const entry: LoggedError = { type: error.constructor.name, ...redactedText(fields) };
  for (const field of SAFE_FIELDS) {
    if (fields[field] !== undefined) entry[field] = fields[field];
  }
  if (error.cause !== undefined) entry.cause = loggableError(error.cause);
  return entry;
}

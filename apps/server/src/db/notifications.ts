import pg from 'pg';

type Logger = { error(obj: unknown, msg?: string): void };

export type OnNotification = (channel: string, payload: string) => void;

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * LISTEN on PostgreSQL: one dedicated connection per app node, outside the pool, so a pooled
 * connection never carries someone's LISTEN. A lost connection is reopened with backoff (1 s
 * doubling to 30 s); notifications sent while it was down are lost, so `onReconnect` lets the
 * caller tell its listeners to reload.
 */
export function postgresListener(
  connectionString: string,
  onNotification: OnNotification,
  log: Logger,
  onReconnect: () => void,
) {
  const channels = new Set<string>();
  let client: pg.Client | undefined;
  let closed = false;
  let delay = 1_000;
  let retry: NodeJS.Timeout | undefined;

  async function connect(reconnect: boolean): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => onNotification(message.channel, message.payload ?? ''));
    next.on('error', (error) => log.error({ err: error }, 'event listener connection lost'));
    next.on('end', () => {
      if (client !== next || closed) return;
      client = undefined;
      retry = setTimeout(() => connect(true).catch(() => {}), delay);
      delay = Math.min(delay * 2, 30_000);
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`listen ${quoted(channel)}`);
    } catch (error) {
      log.error({ err: error }, 'event listener could not connect');
      next.end().catch(() => {});
      if (!closed) {
        retry = setTimeout(() => connect(true).catch(() => {}), delay);
        delay = Math.min(delay * 2, 30_000);
      }
      return;
    }
    client = next;
    delay = 1_000;
    if (reconnect) onReconnect();
  }

  return {
    async listen(channel: string) {
      channels.add(channel);
      if (client) await client.query(`listen ${quoted(channel)}`);
      else if (!retry) await connect(false);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/**
 * LISTEN on the embedded database: PGlite has one session, the pool's one connection, so that
 * connection listens (`onConnect` runs for every new connection before the pool hands it out).
 * Its own notifications reach it when its transaction commits.
 */
export function embeddedListener(onNotification: OnNotification) {
  const channels = new Set<string>();
  return {
    channels,
    async onConnect(client: pg.ClientBase) {
      client.on('notification', (message) =>
        onNotification(message.channel, message.payload ?? ''),
      );
      for (const channel of channels) await client.query(`listen ${quoted(channel)}`);
    },
  };
}

export { quoted as quotedChannel };

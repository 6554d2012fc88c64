import { connect, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type pg from 'pg';

/**
 * A TCP proxy in front of a test database's server, for outages: `cut()` drops every connection
 * through it and refuses new ones, as a database server that went away does.
 */
export async function proxyTo(pool: pg.Pool) {
  const options = pool.options as pg.PoolConfig;
  const url = options.connectionString ? new URL(options.connectionString) : undefined;
  const target = url
    ? { host: url.hostname, port: Number(url.port || 5432) }
    : // The embedded database listens on a unix socket in the directory given as `host`.
      { path: join(String(options.host), `.s.PGSQL.${options.port}`) };
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const database = url ? url.pathname.slice(1) : 'postgres';
  return {
    connectionString: `postgres://postgres@127.0.0.1:${port}/${database}`,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

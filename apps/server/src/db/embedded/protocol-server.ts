import { createServer, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/** The first message's code: protocol 3.0 startup, or a request for TLS or to cancel. */
const STARTUP = 196_608;
const SSL_REQUEST = 80_877_103;
const TERMINATE = 'X'.charCodeAt(0);

/** A connection's whole messages, waiting for PGlite. */
interface Turn {
  connection: Socket;
  messages: Buffer;
}

/**
 * How many bytes at the start of `bytes` are whole typed messages (a byte, then a length that
 * counts itself but not the byte), and whether a Terminate follows them.
 */
function wholeMessages(bytes: Buffer): { end: number; terminate: boolean } {
  let end = 0;
  while (bytes.length >= end + 5) {
    if (bytes[end] === TERMINATE) return { end, terminate: true };
    const next = end + 1 + bytes.readInt32BE(end + 1);
    if (bytes.length < next) break;
    end = next;
  }
  return { end, terminate: false };
}

export interface ProtocolServer {
  close(): Promise<void>;
}

/**
 * Serves `db` over the PostgreSQL wire protocol on the unix socket at `path`, for the `pg`
 * driver on the server's thread. PGlite has one session, so connections take turns, a
 * transaction's connection keeps the turn until the transaction ends, and a connection that
 * goes away inside its transaction has it rolled back.
 *
 * Each read hands PGlite every whole message it holds in one call (a query's Bind, Describe,
 * Execute and Sync) and writes the answer back in one write. Handled a message at a time, as
 * @electric-sql/pglite-socket does, each message cost its own call into PGlite and its own
 * socket write, system calls that weigh on a gate-in (README, "Performance").
 */
export async function serveProtocol(
  db: PGlite,
  path: string,
  maxConnections: number,
): Promise<ProtocolServer> {
  const connections = new Set<Socket>();
  const queue: Turn[] = [];
  /** The connection whose transaction is open. */
  let owner: Socket | undefined;
  let running = false;
  /** Closing: the database closes next, and the connections' ends have nothing to undo. */
  let stopping = false;

  async function run() {
    if (running) return;
    running = true;
    try {
      while (queue.length > 0) {
        const inTransaction = owner !== undefined && db.isInTransaction();
        const next = inTransaction ? queue.findIndex((turn) => turn.connection === owner) : 0;
        // The open transaction's connection has nothing to say yet: the others wait for it.
        if (next < 0) return;
        const [turn] = queue.splice(next, 1) as [Turn];
        try {
          // The stream form: execProtocolRaw would also parse every answer for PGlite's own API.
          const answer: Buffer[] = [];
          await db.runExclusive(() =>
            db.execProtocolRawStream(turn.messages, {
              // A copy: the bytes are a view of PGlite's memory, which the next call writes over.
              onRawData: (bytes) => answer.push(Buffer.from(bytes)),
            }),
          );
          owner = turn.connection;
          if (answer.length > 0 && turn.connection.writable) {
            turn.connection.write(Buffer.concat(answer));
          }
        } catch (error) {
          // Not a database error (those are answers): the connection cannot go on.
          turn.connection.destroy(error as Error);
        }
      }
    } finally {
      running = false;
    }
  }

  async function closed(connection: Socket) {
    connections.delete(connection);
    if (stopping) return;
    for (let i = queue.length - 1; i >= 0; i--) {
      if (queue[i]?.connection === connection) queue.splice(i, 1);
    }
    if (owner === connection) {
      owner = undefined;
      // exec takes PGlite's lock itself.
      if (db.isInTransaction()) await db.exec('rollback');
    }
    await run();
  }

  function attach(connection: Socket) {
    if (connections.size >= maxConnections) {
      connection.end('Too many connections\n', () => connection.destroy());
      return;
    }
    connections.add(connection);
    let pending = Buffer.alloc(0);
    let started = false;
    connection.setNoDelay(true);
    connection.on('data', (data) => {
      pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
      if (!started) {
        // An untyped first message: its length, then its code.
        if (pending.length < 8 || pending.length < pending.readInt32BE(0)) return;
        const length = pending.readInt32BE(0);
        const code = pending.readInt32BE(4);
        const first = pending.subarray(0, length);
        pending = pending.subarray(length);
        if (code === SSL_REQUEST) connection.write('N');
        else if (code === STARTUP) {
          started = true;
          queue.push({ connection, messages: first });
        } else connection.end(); // a cancel request: PGlite runs one query at a time anyway
      }
      if (started) {
        const { end, terminate } = wholeMessages(pending);
        if (end > 0) {
          queue.push({ connection, messages: pending.subarray(0, end) });
          pending = pending.subarray(end);
        }
        if (terminate) connection.end();
      }
      void run();
    });
    connection.on('error', () => connection.destroy());
    connection.on('close', () => void closed(connection));
  }

  const server = createServer(attach);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    async close() {
      stopping = true;
      queue.length = 0;
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const connection of connections) connection.destroy();
      await stopped;
    },
  };
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type ProtocolServer, serveProtocol } from './protocol-server.ts';

const PORT = 5432;
const t = {
  db: undefined as unknown as PGlite,
  server: undefined as unknown as ProtocolServer,
  socketDir: '',
};

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ host: t.socketDir, port: PORT, user: 'postgres' });
  await client.connect();
  return client;
}

/** Runs `use` with two connections, the server's limit; each is ended after (again, if `use` did). */
async function withTwoConnections(use: (a: pg.Client, b: pg.Client) => Promise<void>) {
  const a = await connect();
  try {
    const b = await connect();
    try {
      await use(a, b);
    } finally {
      await b.end();
    }
  } finally {
    await a.end();
  }
}

/** Whether `promise` is still pending after other work had its turn. */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  const settled = await Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 100)),
  ]);
  return !settled;
}

describe('the embedded database on its socket', () => {
  beforeAll(async () => {
    // From the API tests' dump of an empty cluster: PGlite's initdb took 5 s here on a quiet
    // machine and overran the hook's time on a loaded one.
    t.db = await PGlite.create('memory://', {
      loadDataDir: new Blob([readFileSync(inject('pgliteDumps').empty)]),
    });
    t.socketDir = mkdtempSync(join(tmpdir(), 'yardline-protocol-'));
    t.server = await serveProtocol(t.db, join(t.socketDir, `.s.PGSQL.${PORT}`), 2);
    await t.db.exec('create table boxes (number text primary key)');
  });
  afterAll(async () => {
    await t.server?.close();
    await t.db?.close();
    rmSync(t.socketDir, { recursive: true, force: true });
  });
  beforeEach(() => t.db.exec('delete from boxes'));

  it('answers queries with parameters, prepared statements and errors, and goes on', () =>
    withTwoConnections(async (client) => {
      await client.query('insert into boxes values ($1)', ['MSCU1234566']);
      const named = { name: 'count_boxes', text: 'select count(*)::int as n from boxes' };
      expect((await client.query(named)).rows).toEqual([{ n: 1 }]);
      await expect(client.query('insert into boxes values ($1)', ['MSCU1234566'])).rejects.toThrow(
        'duplicate key value violates unique constraint "boxes_pkey"',
      );
      expect((await client.query(named)).rows).toEqual([{ n: 1 }]);
      // A large answer, over many reads of the socket.
      const { rows } = await client.query('select repeat($1, 200000) as text', ['x']);
      expect(rows[0].text).toHaveLength(200_000);
    }));

  it("keeps another connection waiting until a transaction's connection commits", () =>
    withTwoConnections(async (a, b) => {
      await a.query('begin');
      await a.query("insert into boxes values ('MSCU1234566')");
      const read = b.query('select count(*)::int as n from boxes');
      expect(await pending(read)).toBe(true);
      await a.query('commit');
      expect((await read).rows).toEqual([{ n: 1 }]);
    }));

  it('rolls back the transaction of a connection that goes away inside it', () =>
    withTwoConnections(async (a, b) => {
      await a.query('begin');
      await a.query("insert into boxes values ('MSCU1234566')");
      const read = b.query('select count(*)::int as n from boxes');
      await a.end();
      expect((await read).rows).toEqual([{ n: 0 }]);
    }));

  it('refuses a connection over its limit', () =>
    withTwoConnections(async () => {
      await expect(connect()).rejects.toThrow();
    }));
});

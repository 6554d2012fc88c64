import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const root = mkdtempSync(join(tmpdir(), 'yardline-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * A process that tries to lock `dir` at the time it is given ("go <ms>"), spinning until then so
 * that all contenders start together, and answers "won" or "lost". It keeps no reference to the
 * lock it won: holding it must not depend on the caller keeping the handle.
 */
const CONTENDER = `
import { createInterface } from 'node:readline';
import { lockDataDir } from ${JSON.stringify(new URL('./data-dir-lock.ts', import.meta.url).href)};
const dir = process.argv[1];
console.log('ready');
for await (const line of createInterface({ input: process.stdin })) {
  const [word, at] = line.split(' ');
  if (word !== 'go') continue;
  while (Date.now() < Number(at));
  try { lockDataDir(dir); console.log('won'); } catch { console.log('lost'); }
}`;

interface Contender {
  child: ChildProcess;
  next(): Promise<string>;
}

function startContender(dir: string): Contender {
  const child = spawn(process.execPath, ['--input-type=module', '-e', CONTENDER, dir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })[
    Symbol.asyncIterator
  ]();
  return {
    child,
    next: async () => String((await lines.next()).value),
  };
}

function kill(contender: Contender): Promise<void> {
  return new Promise((resolve) => {
    contender.child.once('exit', () => resolve());
    contender.child.kill('SIGKILL');
  });
}

describe('data directory lock', () => {
  it('refuses a second lock while the first is held, and locks again once released', () => {
    const dir = join(root, 'in-process');
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.pid} on ${hostname()}`);
    lock.release();
    lockDataDir(dir).release();
  });

  it('lets exactly one of many processes take over the lock of a process that died', async () => {
    const dir = join(root, 'race');
    const CONTENDERS = 4;
    // The check-then-replace lock this replaced let two processes in about one round in six.
    const ROUNDS = 30;
    let contenders = Array.from({ length: CONTENDERS }, () => startContender(dir));
    try {
      await Promise.all(contenders.map(async (c) => expect(await c.next()).toBe('ready')));
      const first = contenders[0] as Contender;
      first.child.stdin?.write(`go ${Date.now()}\n`);
      expect(await first.next()).toBe('won');
      const winnerCounts: number[] = [];
      let owners = [first];
      for (let round = 0; round < ROUNDS; round++) {
        // The owner dies without releasing: its lock is stale. The others race to take it over.
        await Promise.all(owners.map(kill));
        contenders = contenders.filter((c) => !owners.includes(c));
        const fresh = Array.from({ length: CONTENDERS - contenders.length }, () =>
          startContender(dir),
        );
        await Promise.all(fresh.map(async (c) => expect(await c.next()).toBe('ready')));
        contenders.push(...fresh);
        const at = Date.now() + 50;
        for (const c of contenders) c.child.stdin?.write(`go ${at}\n`);
        const answers = await Promise.all(contenders.map((c) => c.next()));
        owners = contenders.filter((_, i) => answers[i] === 'won');
        winnerCounts.push(owners.length);
      }
      expect(winnerCounts).toEqual(Array(ROUNDS).fill(1));
    } finally {
      await Promise.all(contenders.map(kill));
    }
  }, 60_000);
});

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readerPids } from './reader-processes.ts';
import { readSheet } from './sheet-reader.ts';

const TOO_HEAVY = {
  statusCode: 413,
  message: 'The file takes more than 30 seconds or 512 MB to read: split it into smaller files.',
};

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Inventory');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Whether a process is alive: signal 0 only checks that it can be signalled, which a zombie can (an
 * orphan's exit waits for init to reap it), so on Linux its state must not be Z.
 */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return true;
  }
}

/** Starts a read and names the reader process it runs in. */
function startRead(content: Buffer, budgetMs?: number) {
  const read = readSheet('inventory.xlsx', content, budgetMs ? { budgetMs } : {});
  const [pid, ...others] = readerPids().busy;
  expect(others).toEqual([]);
  return { read, pid: pid as number };
}

/** A process killed or orphaned is gone in milliseconds; a loaded machine may take seconds. */
const UNTIL_GONE = { timeout: 10_000 };

const small = () => workbook([['Container'], ['MSKU1234565']]);
const SMALL_SHEET = { headers: ['Container'], rows: [['MSKU1234565']] };

describe('sheet reader processes', () => {
  it('kills a reader past its budget (its process is gone), and the next read has a new one', async () => {
    const content = await small();
    const late = startRead(content, 1);
    await expect(late.read).rejects.toMatchObject(TOO_HEAVY);
    await expect.poll(() => alive(late.pid), UNTIL_GONE).toBe(false);

    const next = startRead(content);
    expect(next.pid).not.toBe(late.pid);
    expect(await next.read).toEqual(SMALL_SHEET);
    // Read in time, the reader waits for the next upload.
    expect(readerPids().idle).toEqual([next.pid]);
  });

  // A worker thread ended mid-inflate once aborted the whole process ("close before init" in
  // node_zlib.cc). A reader starts in 0.2-0.5 s, then checks the zip and parses for 0.3 s: budgets
  // of 1 to 581 ms end readers at every step.
  it('ends 30 reads in a row at their budget without harm to the server, leaving no process', async () => {
    const heading = Array.from({ length: 20 }, (_, column) => `Column ${column + 1}`);
    const content = await workbook([
      heading,
      ...Array.from({ length: 2_000 }, (_, row) => heading.map((_, column) => row * 20 + column)),
    ]);
    const killed: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const { read, pid } = startRead(content, 1 + attempt * 20);
      killed.push(pid);
      await expect(read).rejects.toMatchObject(TOO_HEAVY);
    }
    await expect.poll(() => killed.filter(alive), UNTIL_GONE).toEqual([]);
    expect(await readSheet('inventory.xlsx', await small())).toEqual(SMALL_SHEET);
  }, 120_000);

  it('answers a reader that dies otherwise as a fault, not a refusal', async () => {
    const { read, pid } = startRead(await small());
    process.kill(pid, 'SIGKILL');
    await expect(read).rejects.toThrow('The sheet reader stopped (SIGKILL).');
    expect(await readSheet('inventory.xlsx', await small())).toEqual(SMALL_SHEET);
  });

  it('starts no reader until a read, and leaves none behind when the server exits', async () => {
    const exits = await runServer('process.exit(0);');
    expect(exits.startedOnImport).toBe(false);
    expect(exits.code).toBe(0);
    await expect.poll(() => alive(exits.readerPid), UNTIL_GONE).toBe(false);

    // An idle reader is unref'd: with nothing else to do, the server ends at once, not in a minute.
    const ends = await runServer('');
    expect(ends.code).toBe(0);
    expect(ends.ms).toBeLessThan(10_000);
    await expect.poll(() => alive(ends.readerPid), UNTIL_GONE).toBe(false);

    // Killed outright, the server cannot end its reader: the reader ends as its channel closes.
    const killed = await runServer('process.kill(process.pid, "SIGKILL");');
    expect(killed.signal).toBe('SIGKILL');
    await expect.poll(() => alive(killed.readerPid), UNTIL_GONE).toBe(false);
  }, 60_000);
});

/**
 * Runs a stand-in server: a Node process that reads a .csv, prints its reader's pid, then runs
 * `then`. Answers how it ended and what it printed.
 */
function runServer(then: string) {
  const script = `
    const { readerPids } = await import(${JSON.stringify(new URL('./reader-processes.ts', import.meta.url).href)});
    const { readSheet } = await import(${JSON.stringify(new URL('./sheet-reader.ts', import.meta.url).href)});
    const startedOnImport = readerPids().idle.length + readerPids().busy.length > 0;
    await readSheet('a.csv', Buffer.from('Container\\nMSKU1234565\\n'));
    console.log(JSON.stringify({ startedOnImport, readerPid: readerPids().idle[0] }));
    ${then}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise<{
    startedOnImport: boolean;
    readerPid: number;
    code: number | null;
    signal: NodeJS.Signals | null;
    ms: number;
  }>((resolve) =>
    child.once('close', (code, signal) =>
      resolve({ ...JSON.parse(output), code, signal, ms: performance.now() - started }),
    ),
  );
}

import { type ChildProcess, fork } from 'node:child_process';
import type { Socket } from 'node:net';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@yardline/domain/files/upload';
import { HttpError } from '../http/http-error.ts';
import type { Sheet, SheetKind } from './sheet-parser.ts';

const READER = fileURLToPath(new URL('./sheet-reader-process.ts', import.meta.url));
/** At most one reader per spare core (the server keeps one); more uploads wait. */
const MAX_READERS = Math.max(1, availableParallelism() - 1);
/** An idle reader is kept this long for the next upload (it has its libraries loaded), then ended. */
const IDLE_MS = 60_000;
/** V8's last words on stderr when a process passes its heap limit (`--max-old-space-size`). */
const OUT_OF_MEMORY = /heap out of memory/;
/** How much of a reader's stderr is kept to tell how it died: its last words and native stack. */
const STDERR_KEPT = 16_384;

const tooHeavy = () => new HttpError(413, UPLOAD_MESSAGES.tooHeavy, 'TOO_HEAVY');

/** A reader's messages: batches of rows, then the headers; or a refusal. */
type Answer =
  | { rows: string[][] }
  | { headers: string[] }
  | { refusal: { statusCode: number; message: string; code?: string } };

interface Reader {
  child: ChildProcess;
  /** The end of what it wrote to stderr. */
  stderr: string;
}

/** Every reader alive, busy or idle, so that none outlives the server. */
const running = new Set<Reader>();
const idle: { reader: Reader; timer: NodeJS.Timeout }[] = [];
let busy = 0;
const waiting: (() => void)[] = [];
let endsWithServer = false;

/**
 * Reads an upload's cells in a child process, so that seconds of parsing never stall the server's
 * other calls. A reader past `budgetMs` or its memory is killed and the upload refused with a 413:
 * a process killed cannot take the server down, as a worker thread ended mid-inflate could
 * (docs/decisions/0030). Readers are reused, idle ones unref'd so they never keep the server alive.
 */
export async function readInProcess(
  kind: SheetKind,
  content: Buffer,
  budgetMs: number,
): Promise<Sheet> {
  if (busy >= MAX_READERS) await new Promise<void>((resolve) => waiting.push(resolve));
  else busy++;
  try {
    return await read(takeReader(), kind, content, budgetMs);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else busy--;
  }
}

/** The readers' process ids, busy and idle (for tests: a reader killed past its budget is gone). */
export function readerPids(): { busy: number[]; idle: number[] } {
  const pids = (readers: Reader[]) => readers.flatMap(({ child }) => child.pid ?? []);
  const idleReaders = idle.map(({ reader }) => reader);
  return {
    busy: pids([...running].filter((reader) => !idleReaders.includes(reader))),
    idle: pids(idleReaders),
  };
}

function takeReader(): Reader {
  const taken = idle.pop();
  if (!taken) return startReader();
  clearTimeout(taken.timer);
  taken.reader.child.ref();
  taken.reader.child.channel?.ref();
  return taken.reader;
}

function startReader(): Reader {
  if (!endsWithServer) {
    endsWithServer = true;
    // Readers end with the server. One killed outright cannot end them: they end as their
    // channel closes (sheet-reader-process.ts).
    process.once('exit', () => {
      for (const { child } of running) child.kill('SIGKILL');
    });
  }
  const child = fork(READER, {
    serialization: 'advanced',
    // Not the server's own flags (an --inspect port would clash): only the reader's heap limit.
    execArgv: [`--max-old-space-size=${UPLOAD_LIMITS.maxReadMegabytes}`],
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  const reader: Reader = { child, stderr: '' };
  // Passed on to the server's stderr, and its end kept to tell running out of memory from a crash.
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    reader.stderr = (reader.stderr + chunk.toString()).slice(-STDERR_KEPT);
  });
  // The pipe is a socket: a busy reader keeps the server up by its process and channel, never this.
  (child.stderr as Socket | null)?.unref();
  // A read listens for the reader's failure itself; between reads an unheard 'error' would be
  // thrown on the server's thread, so there is always this listener too.
  child.on('error', () => {});
  child.once('exit', () => forget(reader));
  running.add(reader);
  return reader;
}

function putBack(reader: Reader) {
  reader.child.unref();
  reader.child.channel?.unref();
  const timer = setTimeout(() => end(reader), IDLE_MS);
  timer.unref();
  idle.push({ reader, timer });
}

/** Kills a reader: SIGKILL, which nothing in the reader can delay or ignore. */
function end(reader: Reader) {
  reader.child.kill('SIGKILL');
  forget(reader);
}

/** An ended reader is no longer counted, busy or idle. */
function forget(reader: Reader) {
  running.delete(reader);
  const at = idle.findIndex((taken) => taken.reader === reader);
  if (at >= 0) {
    clearTimeout(idle[at]?.timer);
    idle.splice(at, 1);
  }
}

function read(reader: Reader, kind: SheetKind, content: Buffer, budgetMs: number) {
  const { child } = reader;
  return new Promise<Sheet>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onAnswer);
      child.off('error', onError);
      child.off('close', onClose);
    };
    const rows: string[][] = [];
    const onAnswer = (answer: Answer) => {
      if ('rows' in answer) {
        rows.push(...answer.rows);
        return;
      }
      done();
      putBack(reader);
      if ('headers' in answer) return resolve({ headers: answer.headers, rows });
      const { statusCode, message, code } = answer.refusal;
      reject(new HttpError(statusCode, message, code));
    };
    // The upload could not be sent (the reader failed to start, or died between reads): a fault.
    const onError = (error: Error) => {
      done();
      end(reader);
      reject(error);
    };
    // 'close', not 'exit': by then its stderr is all read. Past its memory (a sheet of a million
    // small cells) the reader is refused as past its time; any other end is a fault (a 500).
    const onClose = (code: number | null, signal: NodeJS.Signals | null) => {
      done();
      if (OUT_OF_MEMORY.test(reader.stderr)) return reject(tooHeavy());
      reject(new Error(`The sheet reader stopped (${signal ?? `exit code ${code}`}).`));
    };
    const timer = setTimeout(() => {
      done();
      end(reader);
      reject(tooHeavy());
    }, budgetMs);
    child.on('message', onAnswer);
    child.on('error', onError);
    child.on('close', onClose);
    child.send({ kind, content });
  });
}

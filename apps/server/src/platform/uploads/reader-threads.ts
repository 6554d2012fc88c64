import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@yardline/domain/files/upload';
import { HttpError } from '../http/http-error.ts';
import type { Sheet, SheetKind } from './sheet-parser.ts';

const WORKER = new URL('./sheet-worker.ts', import.meta.url);
/** At most one reader per spare core (the server's thread keeps one); more uploads wait. */
const MAX_READERS = Math.max(1, availableParallelism() - 1);
/** An idle reader is kept this long for the next upload (it has its libraries loaded), then ended. */
const IDLE_MS = 60_000;

const tooHeavy = () => new HttpError(413, UPLOAD_MESSAGES.tooHeavy, 'TOO_HEAVY');

/** A reader's messages: batches of rows, then the headers; or a refusal. */
type Answer =
  | { rows: string[][] }
  | { headers: string[] }
  | { refusal: { statusCode: number; message: string; code?: string } };

const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
let busy = 0;
const waiting: (() => void)[] = [];

/**
 * Reads an upload's cells in a worker thread, so that seconds of parsing never stall the server's
 * other calls. A reader past `budgetMs` or its memory is ended and the upload refused with a 413;
 * readers are reused, idle ones unref'd so they never keep the process alive.
 */
export async function readInWorker(
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

function takeReader(): Worker {
  const reader = idle.pop();
  if (!reader) {
    const worker = new Worker(WORKER, {
      resourceLimits: { maxOldGenerationSizeMb: UPLOAD_LIMITS.maxReadMegabytes },
    });
    // A read listens for the worker's failure itself; between reads an unheard 'error' would be
    // thrown on the server's thread, so there is always this listener too.
    worker.on('error', () => {});
    worker.once('exit', () => forget(worker));
    return worker;
  }
  clearTimeout(reader.timer);
  reader.worker.ref();
  return reader.worker;
}

function putBack(worker: Worker) {
  worker.unref();
  const timer = setTimeout(() => void worker.terminate(), IDLE_MS);
  timer.unref();
  idle.push({ worker, timer });
}

/** An ended reader leaves the idle ones. */
function forget(worker: Worker) {
  const at = idle.findIndex((reader) => reader.worker === worker);
  if (at >= 0) {
    clearTimeout(idle[at]?.timer);
    idle.splice(at, 1);
  }
}

function read(worker: Worker, kind: SheetKind, content: Buffer, budgetMs: number) {
  return new Promise<Sheet>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      worker.off('message', onAnswer);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const rows: string[][] = [];
    const onAnswer = (answer: Answer) => {
      if ('rows' in answer) {
        rows.push(...answer.rows);
        return;
      }
      done();
      putBack(worker);
      if ('headers' in answer) return resolve({ headers: answer.headers, rows });
      const { statusCode, message, code } = answer.refusal;
      reject(new HttpError(statusCode, message, code));
    };
    // Past its memory (a sheet of a million small cells) the reader is ended as past its time;
    // anything else is a fault, answered with a 500.
    const onError = (error: Error & { code?: string }) => {
      done();
      reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooHeavy() : error);
    };
    const onExit = (code: number) => {
      done();
      reject(new Error(`The sheet reader stopped (exit code ${code}).`));
    };
    const timer = setTimeout(() => {
      done();
      void worker.terminate();
      reject(tooHeavy());
    }, budgetMs);
    worker.on('message', onAnswer);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ kind, content });
  });
}

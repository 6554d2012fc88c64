import { parentPort } from 'node:worker_threads';
import { HttpError } from '../http/http-error.ts';
import { parseSheet, type SheetKind } from './sheet-parser.ts';

/** Rows per message: each is taken in as its own task, so no one message holds the thread long. */
const ROWS_PER_MESSAGE = 500;

/**
 * A sheet reader thread (`reader-threads.ts`): reads one upload's cells at a time, answering its
 * rows a batch at a time and then its headers, or a refusal's status and message. Anything else
 * thrown ends the thread, and the upload fails as a fault.
 */
parentPort?.on('message', async ({ kind, content }: { kind: SheetKind; content: Uint8Array }) => {
  try {
    const { headers, rows } = await parseSheet(kind, Buffer.from(content));
    for (let at = 0; at < rows.length; at += ROWS_PER_MESSAGE) {
      parentPort?.postMessage({ rows: rows.slice(at, at + ROWS_PER_MESSAGE) });
    }
    parentPort?.postMessage({ headers });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    parentPort?.postMessage({
      refusal: { statusCode: error.statusCode, message: error.message, code: error.code },
    });
  }
});

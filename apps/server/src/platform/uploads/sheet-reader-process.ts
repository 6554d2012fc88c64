import { HttpError } from '../http/http-error.ts';
import { parseSheet, type SheetKind } from './sheet-parser.ts';

/** Rows per message: each is taken in as its own task, so no one message holds the server long. */
const ROWS_PER_MESSAGE = 500;

/**
 * A sheet reader process (`reader-processes.ts` forks it): reads one upload's cells at a time,
 * answering its rows a batch at a time and then its headers, or a refusal's status and message.
 * Anything else thrown ends the process, and the upload fails as a fault.
 */
process.on('message', async ({ kind, content }: { kind: SheetKind; content: Uint8Array }) => {
  try {
    const { headers, rows } = await parseSheet(kind, Buffer.from(content));
    for (let at = 0; at < rows.length; at += ROWS_PER_MESSAGE) {
      process.send?.({ rows: rows.slice(at, at + ROWS_PER_MESSAGE) });
    }
    process.send?.({ headers });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    process.send?.({
      refusal: { statusCode: error.statusCode, message: error.message, code: error.code },
    });
  }
});

// The server gone (even killed outright, with no chance to end its readers), its channel closes:
// no one is left to answer, so the reader ends too rather than linger as an orphan.
process.on('disconnect', () => process.exit(0));
// Ctrl+C signals the whole process group: the server lets its reads finish and ends its readers.
process.on('SIGINT', () => {});

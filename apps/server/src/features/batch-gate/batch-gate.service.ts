import { counted } from '@yardline/domain/common/counted';
import {
  BATCH_MESSAGES,
  type BatchAnswer,
  dispatchRows,
  gateInRows,
} from '@yardline/domain/gate/batch';
import { DispatchBody } from '@yardline/domain/gate/dispatch';
import { GateInBody, isGateInSuccess } from '@yardline/domain/gate/gate-in';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { ExportService } from '../../platform/exports/export.service.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { Sheet } from '../../platform/uploads/sheet-reader.ts';
import type { GateService, GateUser } from '../gate/index.ts';
import { yardConflict } from '../ledger/index.ts';

export interface BatchGateDeps {
  db: Db;
  gate: Pick<GateService, 'gateIn' | 'dispatch'>;
  exports: ExportService;
}

interface RowResult {
  row: number;
  number: string;
  done: boolean;
  note: string;
}

/** Why a row did not go through: the gate's message, the schema's, or the yard's at commit. */
function reasonOf(error: unknown): string {
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    return `${issue?.path.join('.')}: ${issue?.message}`;
  }
  const refusal = yardConflict(error) ?? error;
  if (refusal instanceof HttpError) return refusal.message;
  throw error;
}

/**
 * Batch gate-in and dispatch: each file row through the gate's own service (its rules, its
 * messages, the ledger), each row its own transaction. A row goes through whole or not at all;
 * good rows are applied and bad rows reported with the gate's reason, since each row is a truck
 * of its own (unlike an inventory sync, whose rows depend on each other).
 */
export function createBatchGateService({ db, gate, exports }: BatchGateDeps) {
  async function run(
    what: 'gate-in' | 'dispatch',
    user: GateUser & { id: number },
    bodies: unknown[],
    numbers: string[],
    apply: (body: unknown) => Promise<{ done: boolean; note: string }>,
  ): Promise<BatchAnswer> {
    const results: RowResult[] = [];
    for (const [index, body] of bodies.entries()) {
      const row = index + 2;
      const number = numbers[index] ?? '';
      try {
        results.push({ row, number, ...(await apply(body)) });
      } catch (error) {
        results.push({ row, number, done: false, note: reasonOf(error) });
      }
    }
    const done = results.filter((result) => result.done).length;
    const refused = results.length - done;
    const report = await exports.export(
      { userId: user.id, area: 'containers' },
      {
        name: `batch-${what}-${new Date().toISOString().slice(0, 16).replace(':', '')}`,
        format: 'xlsx',
        source: {
          total: results.length,
          batches: (async function* () {
            yield results;
          })(),
          columns: [
            { header: 'Row in file', value: (r: RowResult) => r.row },
            { header: 'Container number', value: (r: RowResult) => r.number, width: 16 },
            { header: 'Result', value: (r: RowResult) => (r.done ? 'Done' : 'Refused') },
            { header: 'Note', value: (r: RowResult) => r.note, width: 60 },
          ],
        },
      },
    );
    return {
      responsestatus: refused === 0 ? 'success' : 'partial',
      message: `${what === 'gate-in' ? 'Gated in' : 'Dispatched'} ${done} of ${counted(results.length, 'row')}; ${refused} refused (see the report).`,
      generatedReport: report.path,
      done,
      refused,
    };
  }

  return {
    async gateIn(user: GateUser & { id: number }, sheet: Sheet): Promise<BatchAnswer> {
      const bodies = gateInRows(sheet.headers, sheet.rows);
      if (!bodies) throw new HttpError(400, BATCH_MESSAGES.gateInColumns);
      const numbers = bodies.map((body) => body.container1Data?.containerNumber ?? '');
      return run('gate-in', user, bodies, numbers, async (body) => {
        const answer = await gate.gateIn(db, GateInBody.parse(body), user);
        const done = isGateInSuccess(answer.responsestatus);
        const where = answer.containers.map((box) => box.location).join(', ');
        return { done, note: done ? `Gated in at ${where}` : answer.responsestatus };
      });
    },

    async dispatch(user: GateUser & { id: number }, sheet: Sheet): Promise<BatchAnswer> {
      const bodies = dispatchRows(sheet.headers, sheet.rows, Date.now());
      if (!bodies) throw new HttpError(400, BATCH_MESSAGES.dispatchColumns);
      const numbers = bodies.map((body) => body.containerNumber ?? '');
      return run('dispatch', user, bodies, numbers, async (body) => {
        const answer = await gate.dispatch(db, DispatchBody.parse(body), user);
        return {
          done: answer.dispatched,
          note: answer.dispatched ? 'Dispatched' : answer.responsestatus,
        };
      });
    },
  };
}

export type BatchGateService = ReturnType<typeof createBatchGateService>;

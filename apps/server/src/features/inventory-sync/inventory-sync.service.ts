import type { Area } from '@yardline/domain/auth/can';
import { counted } from '@yardline/domain/common/counted';
import { normaliseContainerNumber } from '@yardline/domain/containers/container-number';
import type { BatchUploadFields } from '@yardline/domain/files/upload';
import {
  compareInventory,
  countLines,
  findSyncColumns,
  type InventorySyncAnswer,
  SYNC_MESSAGES,
  SYNC_STATUS_LABELS,
  type SyncLine,
} from '@yardline/domain/inventory/sync';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import type { ExportService } from '../../platform/exports/export.service.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { Sheet } from '../../platform/uploads/sheet-reader.ts';
import type { LedgerService, Mover } from '../ledger/index.ts';
import { yardConflict } from '../ledger/index.ts';
import { inventorySyncRepository as repo } from './inventory-sync.repository.ts';

export interface InventorySyncDeps {
  db: Db;
  ledger: Pick<LedgerService, 'move'>;
  exports: ExportService;
}

/** The report's file is for the containers screen, whose action the sync is. */
const REPORT_AREA: Area = 'containers';

/**
 * Inventory sync: compares an uploaded file with the ledger, writes the report, and with
 * `update` moves the boxes the file places elsewhere, all or nothing: when any row is refused
 * (a bad number or slot, a box moved since the file's yard was read) or the ledger refuses a
 * move, nothing moves and the report says why. Boxes missing from the yard or from the file are
 * reported, never gated in or dispatched here: that is the batch gate-in and dispatch.
 */
export function createInventorySyncService({ db, ledger, exports }: InventorySyncDeps) {
  return {
    async sync(
      user: { id: number; username: string },
      sheet: Sheet,
      fields: BatchUploadFields,
    ): Promise<InventorySyncAnswer> {
      const columns = findSyncColumns(sheet.headers);
      if (!columns) throw new HttpError(400, SYNC_MESSAGES.columns);
      const numbers = sheet.rows.map((row) => normaliseContainerNumber(row[columns.number] ?? ''));
      const yard = await repo.boxes(db, numbers, fields.compareWithDb);
      const { lines, moves } = compareInventory(
        sheet.rows,
        columns,
        new Map(yard.map((box) => [box.number, box])),
        fields,
      );
      const counts = countLines(lines);
      let applied = false;
      let message = `Compared ${counted(sheet.rows.length, 'row')}: ${counts.match} match, ${counts.elsewhere} elsewhere, ${counts.missingFromYard} missing from the yard, ${counts.missingFromFile} missing from the file, ${counts.refused} refused.`;
      if (fields.update && counts.refused > 0) {
        message = `Nothing was updated: ${counted(counts.refused, 'row')} ${counts.refused === 1 ? 'is' : 'are'} refused (see the report).`;
      } else if (fields.update && moves.length > 0) {
        const mover: Mover = { userId: user.id, username: user.username, source: 'upload' };
        try {
          await db.transaction(async (tx) => {
            await ledger.move(tx, mover, moves);
            await writeAudit(tx, {
              userId: user.id,
              action: 'sync',
              entity: 'inventory',
              after: { rows: sheet.rows.length, moved: moves.length, counts },
            });
          });
          applied = true;
          message = `Moved ${counted(moves.length, 'box', 'boxes')} to the slots the file gives.`;
        } catch (error) {
          const refusal = yardConflict(error) ?? error;
          if (!(refusal instanceof HttpError)) throw refusal;
          message = `Nothing was updated: ${refusal.message}`;
          lines.push({
            row: null,
            number: '',
            status: 'refused',
            fileLocation: null,
            yardLocation: null,
            note: message,
          });
        }
      }
      const report = await exports.export(
        { userId: user.id, area: REPORT_AREA },
        {
          name: `inventory-sync-${new Date().toISOString().slice(0, 16).replace(':', '')}`,
          format: 'xlsx',
          source: reportSource(lines),
        },
      );
      const refused = fields.update && !applied && (counts.refused > 0 || moves.length > 0);
      return {
        responsestatus: refused ? 'refused' : 'success',
        message,
        generatedReport: report.path,
        applied,
        moved: applied ? moves.length : 0,
        counts: countLines(lines),
      };
    },
  };
}

function reportSource(lines: SyncLine[]) {
  return {
    total: lines.length,
    batches: (async function* () {
      yield lines;
    })(),
    columns: [
      { header: 'Row in file', value: (line: SyncLine) => line.row },
      { header: 'Container number', value: (line: SyncLine) => line.number, width: 16 },
      { header: 'Status', value: (line: SyncLine) => SYNC_STATUS_LABELS[line.status], width: 22 },
      { header: 'Location in file', value: (line: SyncLine) => line.fileLocation, width: 22 },
      { header: 'Location in yard', value: (line: SyncLine) => line.yardLocation, width: 22 },
      { header: 'Note', value: (line: SyncLine) => line.note, width: 60 },
    ],
  };
}

export type InventorySyncService = ReturnType<typeof createInventorySyncService>;

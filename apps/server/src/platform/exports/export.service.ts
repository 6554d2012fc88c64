import type { ExportFormat, StoredFile } from '@yardline/domain/files/export';
import type { Db } from '../../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import { CONTENT_TYPES, type ExportSource, writeExport } from './export-writer.ts';
import type { FileOwner, StoredFiles } from './stored-files.service.ts';

/** How long an export or report is kept for its user to download it, then removed. */
export const EXPORT_KEEP_MS = 24 * 60 * 60 * 1000;

/** How often a long export tells its user how far it got (an event each, over the stream). */
export const PROGRESS_EVERY_MS = 500;

export interface ExportRequest<Row> {
  /** The file's name without its extension; the format adds it. */
  name: string;
  format: ExportFormat;
  source: ExportSource<Row>;
}

export interface ExportServiceDeps {
  db: Db;
  files: Pick<StoredFiles, 'reserve' | 'record' | 'discard'>;
  events: Pick<EventBus, 'publish'>;
}

/**
 * Every screen's export: writes a source's rows to a real .xlsx or .csv under the data dir, tells
 * the user how far it got (`export.progress` events, only to them) and answers the stored file,
 * whose `path` downloads it with the session for a day (EXPORT_KEEP_MS), after which the
 * server's housekeeping removes it.
 */
export function createExportService({ db, files, events }: ExportServiceDeps) {
  return {
    async export<Row>(owner: FileOwner, request: ExportRequest<Row>): Promise<StoredFile> {
      const name = `${request.name}.${request.format}`;
      const total = request.source.total ?? null;
      const progress = (rows: number) =>
        events.publish(db, {
          type: 'export.progress',
          data: { userId: owner.userId, name, rows, total },
        });
      let lastSent = Date.now();
      const file = await files.reserve(name);
      let rows: number;
      try {
        rows = await writeExport(request.format, file.path, request.name, request.source, (n) => {
          if (Date.now() - lastSent < PROGRESS_EVERY_MS) return;
          lastSent = Date.now();
          return progress(n);
        });
      } catch (error) {
        await files.discard(file);
        throw error;
      }
      const stored = await files.record(file, owner, CONTENT_TYPES[request.format], rows, {
        expiresAt: new Date(Date.now() + EXPORT_KEEP_MS),
      });
      await progress(rows);
      return stored;
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;

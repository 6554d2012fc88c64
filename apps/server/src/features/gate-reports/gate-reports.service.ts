import type { StoredFile } from '@yardline/domain/files/export';
import type {
  DispatchReportRow,
  GateInReportRow,
  GateReportExportQuery,
  GateReportKind,
  GateReportQuery,
} from '@yardline/domain/gate/gate-reports';
import type { Db } from '../../db/database.ts';
import type { ExportService } from '../../platform/exports/export.service.ts';
import type { ExportColumn } from '../../platform/exports/export-writer.ts';
import type { SessionUser } from '../../platform/session/session.service.ts';
import { gateReportsRepository as repo } from './gate-reports.repository.ts';

const EXPORT_BATCH = 1000;

const when = (iso: string) => new Date(iso);

const DISPATCH_COLUMNS: ExportColumn<DispatchReportRow>[] = [
  { header: 'Container', value: (r) => r.containerNumber, width: 14 },
  { header: 'Size/type', value: (r) => r.sizeType },
  { header: 'Exit process', value: (r) => r.exitProcess, width: 16 },
  { header: 'Exit tag', value: (r) => r.exitTag },
  { header: 'Trailer', value: (r) => r.trailerNumber, width: 14 },
  { header: 'Trailer tag', value: (r) => r.trailerTag },
  { header: 'Gate', value: (r) => r.gate },
  { header: 'Gate pass', value: (r) => r.gatePass },
  { header: 'Force dispatch reason', value: (r) => r.forceDispatchReason, width: 30 },
  { header: 'Dispatched', value: (r) => when(r.dispatchedAt), width: 20 },
  { header: 'User', value: (r) => r.userName },
];

const GATE_IN_COLUMNS: ExportColumn<GateInReportRow>[] = [
  { header: 'Container', value: (r) => r.containerNumber, width: 14 },
  { header: 'Size', value: (r) => r.containerSize },
  { header: 'Type', value: (r) => r.containerType },
  { header: 'Purpose', value: (r) => r.purpose, width: 18 },
  { header: 'Tag', value: (r) => r.tag },
  { header: 'Trailer', value: (r) => r.trailerNumber, width: 14 },
  { header: 'Trailer tag', value: (r) => r.trailerTag },
  { header: 'PLA card', value: (r) => r.plaCard },
  { header: 'Location', value: (r) => r.location },
  { header: 'CHA', value: (r) => r.cha, width: 24 },
  { header: 'Gated in', value: (r) => when(r.gatedInAt), width: 20 },
  { header: 'User', value: (r) => r.userName },
];

const REPORTS = {
  dispatch: { title: 'smart-gate dispatch report', columns: DISPATCH_COLUMNS },
  'gate-in': { title: 'gate-in report', columns: GATE_IN_COLUMNS },
} as const;

/** The gate's two reports (doc 2 §2), a page at a time or as a file. */
export function createGateReportsService(deps: { db: Db; exports: Pick<ExportService, 'export'> }) {
  return {
    async page<Row>(kind: GateReportKind, query: GateReportQuery) {
      const [totalSize, dataprovider] = await Promise.all([
        repo.count(deps.db, kind, query),
        repo.page<Row>(deps.db, kind, query, query.skip - 1, query.limit),
      ]);
      return { dataprovider, totalSize };
    },

    /** The range's rows from `skip` (1-based), `limit` of them or to the end, as a file. */
    async export(
      actor: Pick<SessionUser, 'id'>,
      kind: GateReportKind,
      query: GateReportExportQuery,
    ): Promise<StoredFile> {
      const matching = await repo.count(deps.db, kind, query);
      const start = query.skip - 1;
      const end = query.limit === undefined ? matching : Math.min(matching, start + query.limit);
      async function* batches() {
        for (let offset = start; offset < end; offset += EXPORT_BATCH) {
          yield await repo.page(deps.db, kind, query, offset, Math.min(EXPORT_BATCH, end - offset));
        }
      }
      const report = REPORTS[kind];
      return deps.exports.export(
        { userId: actor.id, area: 'gate' },
        {
          name: `${report.title} ${new Date().toISOString().slice(0, 10)}`,
          format: query.format,
          source: {
            columns: report.columns as ExportColumn<unknown>[],
            batches: batches(),
            total: Math.max(end - start, 0),
          },
        },
      );
    },
  };
}

export type GateReportsService = ReturnType<typeof createGateReportsService>;

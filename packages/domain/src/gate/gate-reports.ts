import { z } from 'zod';
import { OneBasedPage } from '../common/paging.ts';
import { wholeNumberText } from '../common/record-id.ts';

/**
 * The two reports reachable from the gate (doc 2 §2): the smart-gate dispatch report and the
 * gate-in report, paged at 15 rows and filtered by a date range, yesterday → now unless changed.
 */
export const GATE_REPORTS = ['dispatch', 'gate-in'] as const;
export type GateReportKind = (typeof GATE_REPORTS)[number];

/** Doc 2 §9 "Report and ITV page size". */
export const GATE_REPORT_PAGE_SIZE = 15;

/** Doc 2 §9 "Default report date range: yesterday to now": from yesterday's start. */
export function defaultReportRange(now: Date): { startDate: Date; endDate: Date } {
  const startDate = new Date(now);
  startDate.setDate(startDate.getDate() - 1);
  startDate.setHours(0, 0, 0, 0);
  return { startDate, endDate: now };
}

const Millis = wholeNumberText(
  { min: 0, max: 8_640_000_000_000 },
  'startDate and endDate are times in milliseconds since 1970.',
);

const RANGE_MESSAGE = 'startDate must not be after endDate.';

/** `?startDate=&endDate=` in ms (doc 2 §7) with a 1-based `skip` and `limit`, to extend. */
export const ReportRangePage = OneBasedPage.extend({ startDate: Millis, endDate: Millis });

/** A range query whose start is not after its end. */
export const rangeInOrder = <Query extends z.ZodType<{ startDate: number; endDate: number }>>(
  query: Query,
) =>
  query.refine((value) => value.startDate <= value.endDate, {
    message: RANGE_MESSAGE,
    path: ['startDate'],
  });

export const GateReportQuery = rangeInOrder(ReportRangePage);
export type GateReportQuery = z.infer<typeof GateReportQuery>;

/** The export of a report: the same range, rows from `skip` (to the end without `limit`). */
export const GateReportExportQuery = rangeInOrder(
  ReportRangePage.extend({
    limit: wholeNumberText(
      { min: 1, max: 100_000_000 },
      'limit is a number of rows from 1.',
    ).optional(),
    // Doc 2 §9 "format xls": the file is written as .xlsx (or .csv when asked).
    format: z
      .enum(['xls', 'xlsx', 'csv'], 'format must be xls, xlsx or csv')
      .default('xlsx')
      .transform((format) => (format === 'csv' ? 'csv' : 'xlsx')),
  }),
);
export type GateReportExportQuery = z.infer<typeof GateReportExportQuery>;

export const DispatchReportRow = z.object({
  id: z.number().int(),
  containerNumber: z.string(),
  sizeType: z.string().nullable(),
  exitProcess: z.string().nullable(),
  exitTag: z.string().nullable(),
  trailerNumber: z.string().nullable(),
  trailerTag: z.string().nullable(),
  gate: z.string().nullable(),
  gatePass: z.string().nullable(),
  forceDispatchReason: z.string().nullable(),
  dispatchedAt: z.string(),
  userName: z.string().nullable(),
});
export type DispatchReportRow = z.infer<typeof DispatchReportRow>;

/** A box gated in, or a truck (a vehicle gate-in, with its agent when it is a CHA's). */
export const GateInReportRow = z.object({
  id: z.number().int(),
  containerNumber: z.string().nullable(),
  containerSize: z.string().nullable(),
  containerType: z.string().nullable(),
  purpose: z.string().nullable(),
  tag: z.string().nullable(),
  trailerNumber: z.string().nullable(),
  trailerTag: z.string().nullable(),
  plaCard: z.string().nullable(),
  location: z.string().nullable(),
  cha: z.string().nullable(),
  gatedInAt: z.string(),
  userName: z.string().nullable(),
});
export type GateInReportRow = z.infer<typeof GateInReportRow>;

/** Doc 2 §7: "answer dataprovider and totalSize". */
export const reportPage = <Row extends z.ZodType>(row: Row) =>
  z.object({ dataprovider: z.array(row), totalSize: z.number().int() });
export const DispatchReportPage = reportPage(DispatchReportRow);
export type DispatchReportPage = z.infer<typeof DispatchReportPage>;
export const GateInReportPage = reportPage(GateInReportRow);
export type GateInReportPage = z.infer<typeof GateInReportPage>;

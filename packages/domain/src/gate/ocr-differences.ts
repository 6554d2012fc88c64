import { z } from 'zod';
import { RecordId } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';
import { ReportRangePage, rangeInOrder, reportPage } from './gate-reports.ts';

/**
 * OCR differences (doc 2 §3 "OCR difference report rows", §6 "Admins see OCR difference
 * flags"): a gate admin reports what OCR read wrong at the smart gate, and reads the reports
 * back, 15 a page like the gate's reports, in a date range (yesterday → now unless changed).
 */

/** The fields of an OCR record a difference may be reported on, as the screen names them. */
export const OCR_DIFFERENCE_FIELDS = {
  containerNumber: 'Container number',
  containerSize: 'Size',
  trailerNumber: 'Trailer number',
} as const;
export type OcrDifferenceField = keyof typeof OCR_DIFFERENCE_FIELDS;

export const OCR_DIFFERENCE_MESSAGES = {
  reported: 'OCR difference reported',
  /** Ours: the report modal sent with every field as OCR read it. */
  nothingDiffers: 'Nothing differs from the OCR read: correct a field first.',
} as const;

/** `GET /rest/gate/ocr-differences`: a date range, a gate and a container number to narrow it. */
export const OcrDifferenceQuery = rangeInOrder(
  ReportRangePage.extend({
    gateId: RecordId.optional(),
    /** Part of a container number, OCR's or the clerk's. */
    search: TextLine.trim().max(20).optional(),
  }),
);
export type OcrDifferenceQuery = z.infer<typeof OcrDifferenceQuery>;

/** One reported field: what OCR suggested, what the clerk used, where and by whom. */
export const OcrDifferenceRow = z.object({
  id: z.number().int(),
  recordId: z.number().int(),
  gateId: z.number().int(),
  gate: z.string(),
  deviceId: z.string(),
  field: z.string(),
  /** What OCR read (for the container number: doc 2's suggestedContainerNumber). */
  suggested: z.string(),
  /** What the clerk used instead (usedContainerNumber). */
  actual: z.string(),
  /** The gate pass of the box the clerk used, the latest issued by the report. */
  gatePass: z.string().nullable(),
  images: z.array(z.object({ camId: z.string(), url: z.string().optional() })),
  readAt: z.string(),
  reportedAt: z.string(),
  userName: z.string().nullable(),
});
export type OcrDifferenceRow = z.infer<typeof OcrDifferenceRow>;

export const OcrDifferencePage = reportPage(OcrDifferenceRow);
export type OcrDifferencePage = z.infer<typeof OcrDifferencePage>;

/**
 * The rows a report modal sends: each field whose correction differs from the read (trimmed,
 * upper-cased as the gate forms type them); none when nothing was corrected.
 */
export function changedFields(
  read: Record<OcrDifferenceField, string>,
  corrected: Record<OcrDifferenceField, string>,
): { field: OcrDifferenceField; suggested: string; actual: string }[] {
  return (Object.keys(OCR_DIFFERENCE_FIELDS) as OcrDifferenceField[]).flatMap((field) => {
    const actual = corrected[field].trim().toUpperCase();
    return actual !== read[field] ? [{ field, suggested: read[field], actual }] : [];
  });
}

import { z } from 'zod';
import { BodyId } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';
import {
  ContainerNumberFormat,
  isValidContainerNumber,
  normaliseContainerNumber,
} from '../containers/container-number.ts';
import { CAMERA_IDS } from '../devices/gates.schema.ts';
import { SnapshotPath } from './cameras.ts';

/** The smart gate's OCR messages (doc 2 §5, §8), word for word. */
export const OCR_MESSAGES = {
  notDetected: 'Container number not detected from OCR.',
  verifyGatePass: 'Please verify Gate pass first.',
  forceReason: 'Please provide a suitable reason to dispatch this container.',
  purgeReason: 'Please provide a suitable reason for deleting ocr data.',
  noGateTitle: 'No Gate Configured',
  noGate: 'No Gate configured for you. Ask your admin to do so.',
  correctNumber: 'Enter correct container number',
  noRecord: 'No OCR record is waiting at this gate.',
} as const;

/** Shown in place of the number when OCR read nothing usable (doc 2 §8: "a placeholder"). */
export const OCR_PLACEHOLDER = 'XXXX0000000';

/** The usual OCR confusions, both ways: letter ↔ digit. */
const SWAPS: Record<string, string> = {
  O: '0',
  '0': 'O',
  I: '1',
  '1': 'I',
  B: '8',
  '8': 'B',
  S: '5',
  '5': 'S',
  Z: '2',
  '2': 'Z',
};

/**
 * What the OCR read means as a container number: itself when it passes ISO 6346, else the one
 * number that a single swap of the usual confusions (O/0, I/1, B/8, S/5, Z/2) makes valid, else
 * null (two candidates are as good as none).
 */
export function correctOcrNumber(read: string): string | null {
  const text = normaliseContainerNumber(read);
  if (isValidContainerNumber(text)) return text;
  if (text.length !== 11) return null;
  const found = new Set<string>();
  for (let i = 0; i < text.length; i++) {
    const swap = SWAPS[text[i] as string];
    if (!swap) continue;
    const candidate = text.slice(0, i) + swap + text.slice(i + 1);
    if (isValidContainerNumber(candidate)) found.add(candidate);
  }
  return found.size === 1 ? ([...found][0] as string) : null;
}

/**
 * GET /rest/enterprise/containers/gate-pass?containerNo= (doc 1 §7; doc 2 §7's "get gate pass by
 * container"). Format only: a box with a wrong check digit may have come in with skipValidation.
 */
export const GatePassQuery = z.object({ containerNo: ContainerNumberFormat });

/** A gate pass as the gate shows it (doc 2 §3 "Gate pass", with its number and the box's size). */
export const GatePassInfo = z.object({
  containerNumber: z.string(),
  gatePass: z.string(),
  date: z.string(),
  boeDate: z.string().nullable(),
  containerSize: z.string().nullable(),
});
export type GatePassInfo = z.infer<typeof GatePassInfo>;

/**
 * One image of an OCR record: the camera, the portal's link (`url`), and once the server has
 * fetched it the stored still (`imagePath`, served at /rest/enterprise/gate/{imagePath}) or why
 * it could not (`error`).
 */
export const OcrImageData = z.object({
  camId: z.enum(CAMERA_IDS),
  url: z.string().optional(),
  imagePath: SnapshotPath.nullable().optional(),
  error: z.string().optional(),
});
export type OcrImageData = z.infer<typeof OcrImageData>;

/** Doc 2 §3 "OCR record". trailerNumber 'NA' means none. */
export const OcrRecordData = z.object({
  containerNumber: z.string(),
  /** The number to put in the form: the corrected read, or the placeholder. */
  containerToShow: z.string(),
  size: z.string().nullable(),
  containerSize: z.string().nullable(),
  trailerNumber: z.string(),
  process: z.string().nullable(),
  confidence: z.number().nullable(),
  images: z.array(OcrImageData),
  litmusResult: z.object({
    isValid: z.boolean(),
    isGatePassValid: z.boolean(),
    gatePass: GatePassInfo.nullable(),
  }),
  /** The box as the yard knows it now: in the yard, where, its tag. */
  inYard: z.boolean(),
  location: z.string().nullable(),
  tag: z.string().nullable(),
});
export type OcrRecordData = z.infer<typeof OcrRecordData>;

export const OcrRecord = z.object({
  id: z.number().int(),
  gateId: z.number().int(),
  deviceId: z.string(),
  timestamp: z.string(),
  data: OcrRecordData,
});
export type OcrRecord = z.infer<typeof OcrRecord>;

/** Next record of a gate's queue: data, id and timestamp, or none (doc 2 §7). */
export const NextOcrAnswer = z.object({ record: OcrRecord.nullable(), count: z.number().int() });
export const OcrCount = z.object({ count: z.number().int() });

export const AcknowledgeOcrBody = z.object({
  recordId: BodyId,
  reason: TextLine.trim().max(200).optional(),
});
export const OcrDifferenceBody = z.object({
  recordId: BodyId,
  differences: z
    .array(
      z.object({
        field: TextLine.trim().min(1).max(40),
        suggested: TextLine.trim().max(60),
        actual: TextLine.trim().max(60),
      }),
    )
    .min(1)
    .max(10)
    // A corrected container number is a number the gate could use: 11 characters (doc 2 §5).
    .refine(
      (rows) => rows.every((row) => row.field !== 'containerNumber' || row.actual.length === 11),
      OCR_MESSAGES.correctNumber,
    ),
});
export const PurgeOcrBody = z.object({
  reason: TextLine.trim().min(1, OCR_MESSAGES.purgeReason).max(200),
});
export const OcrActionAnswer = z.object({ responsestatus: z.string(), count: z.number().int() });

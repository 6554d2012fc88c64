import { z } from 'zod';
import { CAMERA_IDS } from '../devices/gates.schema.ts';

/**
 * A stored snapshot's path, as served at `/rest/enterprise/gate/{imagePath}`:
 * `snapshots/{gateId}/{yyyymmdd}/{random id}-{camId}.jpg`. Nothing else is a snapshot, so no
 * path can climb out of the snapshots folder.
 */
export const SNAPSHOT_PATH = new RegExp(
  `^snapshots/[0-9]{1,10}/[0-9]{8}/[0-9a-f]{32}-(${CAMERA_IDS.join('|')})\\.jpg$`,
);

export const SnapshotPath = z
  .string()
  .max(200)
  .regex(SNAPSHOT_PATH, 'An image path is one a capture answered (snapshots/…/….jpg).');

/** Doc 2 §7 "Capture video feed": per camera of the gate, where its still went (or why not). */
export const CapturedImage = z.object({
  camId: z.enum(CAMERA_IDS),
  imagePath: SnapshotPath.nullable(),
  /** Why the camera gave no still (no snapshot address, no answer, not a JPEG). */
  error: z.string().optional(),
});
export type CapturedImage = z.infer<typeof CapturedImage>;
export const CaptureAnswer = z.array(CapturedImage);

/** Doc 2 §7 "OCR on captured images". */
export const OcrImagesBody = z.object({ imagePaths: z.array(SnapshotPath).min(1).max(5) });
export const OcrImagesAnswer = z.object({
  responseMap: z.object({
    /** The number read (corrected by one O/0-style swap), or the placeholder. */
    containerNumber: z.string(),
    containerSize: z.string().nullable(),
    containerType: z.string().nullable(),
  }),
  /** 'Container number not detected from OCR.' when no number was found. */
  message: z.string().optional(),
  /** What OCR saw, for the record. */
  text: z.string(),
});
export type OcrImagesAnswer = z.infer<typeof OcrImagesAnswer>;

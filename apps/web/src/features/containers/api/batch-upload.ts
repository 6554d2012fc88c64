import { BatchAnswer } from '@yardline/domain/gate/batch';
import { InventorySyncAnswer } from '@yardline/domain/inventory/sync';
import type { z } from 'zod';
import { apiUpload } from '../../../lib/api-client.ts';

/** The containers screen's uploads (doc 1 §7 POST /rest/enterprise/batch/…) and their answers. */
const UPLOADS = {
  sync: InventorySyncAnswer,
  'gate-in': BatchAnswer,
  dispatch: BatchAnswer,
} as const;
export type BatchKind = keyof typeof UPLOADS;

export interface BatchOptions {
  user: string;
  update: boolean;
  compareWithDb: boolean;
  /** When the screen read the yard (ms). */
  lastUpdated: number;
}

/** Sends a batch file with its options (multipart: file, user, update, compareWithDb, lastUpdated). */
export function uploadBatch(
  kind: BatchKind,
  file: File,
  options: BatchOptions,
  onProgress: (percent: number) => void,
): Promise<z.output<(typeof UPLOADS)[BatchKind]>> {
  const form = new FormData();
  form.append('user', options.user);
  form.append('update', String(options.update));
  form.append('compareWithDb', String(options.compareWithDb));
  form.append('lastUpdated', String(options.lastUpdated));
  form.append('file', file);
  const schema: z.ZodType<z.output<(typeof UPLOADS)[BatchKind]>> = UPLOADS[kind];
  return apiUpload(`/rest/enterprise/batch/${kind}`, schema, form, onProgress);
}

import { z } from 'zod';

/** Doc 1 §8, word for word. */
export const ERP_SYNC_MESSAGES = {
  success: 'Sync with ERP was successful',
  failure: 'Sync with ERP failed',
  disabled: 'Sync with ERP is switched off (metadata enableInventorySyncToErp).',
} as const;

/** The answer: responsestatus 'false' means the ERP did not take the inventory (doc 1 §8). */
export const ErpSyncAnswer = z.object({
  responsestatus: z.enum(['true', 'false']),
  message: z.string(),
  containers: z.number().int(),
});
export type ErpSyncAnswer = z.infer<typeof ErpSyncAnswer>;

/** One box of the inventory as the ERP receives it. */
export interface ErpContainer {
  containerNumber: string;
  sizeType: string;
  size: number;
  location: string;
  gateInDate: string;
  liner: string | null;
  customer: string | null;
  category: string | null;
  igm: string | null;
  item: string | null;
}

/** The message's text for the answer: what the app shows. */
export const erpSyncMessage = (answer: Pick<ErpSyncAnswer, 'responsestatus'>) =>
  answer.responsestatus === 'false' ? ERP_SYNC_MESSAGES.failure : ERP_SYNC_MESSAGES.success;

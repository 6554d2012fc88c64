import { Readable } from 'node:stream';
import { setImmediate as yieldToOtherRequests } from 'node:timers/promises';
import { ERP_SYNC_MESSAGES, type ErpSyncAnswer } from '@yardline/domain/inventory/erp-sync';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../platform/http/http-error.ts';
import type { MetadataService } from '../../platform/metadata/metadata.service.ts';
import { erpSyncRepository as repo } from './erp-sync.repository.ts';

const PAGE = 5_000;
/** How long the ERP may take to take the inventory. */
export const ERP_TIMEOUT_MS = 60_000;

export interface ErpSyncDeps {
  db: Db;
  metadata: Pick<MetadataService, 'get'>;
  /** ERP_URL; none: every sync fails. */
  erpUrl: string | undefined;
  log: { warn(obj: unknown, msg?: string): void };
  timeoutMs?: number;
}

/**
 * Sync with ERP (doc 1 §2, §6, §8): posts the yard's inventory as JSON,
 * `{generatedAt, containers: [...], count}`, to ERP_URL. The body is streamed a page of boxes
 * at a time, so a yard of 200,000 boxes is never one string in memory and other requests run
 * between pages.
 */
export function createErpSyncService({
  db,
  metadata,
  erpUrl,
  log,
  timeoutMs = ERP_TIMEOUT_MS,
}: ErpSyncDeps) {
  async function* inventoryJson(counted: { count: number }) {
    yield `{"generatedAt":${JSON.stringify(new Date().toISOString())},"containers":[`;
    let afterId = 0;
    for (;;) {
      const page = await repo.yardPage(db, afterId, PAGE);
      if (page.length === 0) break;
      const boxes = page.map(({ id: _, ...box }) => JSON.stringify(box));
      yield `${counted.count > 0 ? ',' : ''}${boxes.join(',')}`;
      counted.count += page.length;
      afterId = page.at(-1)?.id ?? afterId;
      await yieldToOtherRequests();
    }
    yield `],"count":${counted.count}}`;
  }

  return {
    async sync(userId: number): Promise<ErpSyncAnswer> {
      if (!(await metadata.get()).enableInventorySyncToErp) {
        throw conflict(ERP_SYNC_MESSAGES.disabled);
      }
      const counted = { count: 0 };
      let ok = false;
      try {
        if (!erpUrl) throw new Error('ERP_URL is not set');
        // A streamed body needs `duplex` (Node's fetch), which the DOM's RequestInit lacks.
        const init: RequestInit & { duplex: 'half' } = {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: Readable.toWeb(Readable.from(inventoryJson(counted))) as ReadableStream,
          duplex: 'half',
          signal: AbortSignal.timeout(timeoutMs),
        };
        const response = await fetch(erpUrl, init);
        await response.body?.cancel();
        ok = response.ok;
        if (!ok) log.warn({ status: response.status }, 'ERP refused the inventory');
      } catch (error) {
        log.warn({ err: error }, 'ERP sync failed');
      }
      await writeAudit(db, {
        userId,
        action: 'erp-sync',
        entity: 'inventory',
        after: { ok, containers: counted.count },
      });
      return {
        responsestatus: ok ? 'true' : 'false',
        message: ok ? ERP_SYNC_MESSAGES.success : ERP_SYNC_MESSAGES.failure,
        containers: counted.count,
      };
    },
  };
}

export type ErpSyncService = ReturnType<typeof createErpSyncService>;

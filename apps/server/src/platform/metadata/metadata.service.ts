import {
  DEFAULT_METADATA,
  Metadata,
  type MetadataKey,
  type MetadataUpdate,
} from '@yardline/domain/metadata/metadata.schema';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { type WarnLog, warnOnce } from '../../warn-once.ts';
import type { EventBus } from '../events/event-bus.ts';
import { metadataRepository as settings } from './metadata.repository.ts';

export function createMetadataService(deps: {
  db: Db;
  log: WarnLog;
  events: Pick<EventBus, 'publish'>;
}) {
  const warn = warnOnce(deps.log);

  /**
   * Stored values over the defaults, each key read on its own: a stored value that does not fit
   * its key (a hand edit, an old version) is logged and its default used, so one bad row never
   * fails every request that reads the settings.
   */
  async function get(db: Executor = deps.db): Promise<Metadata> {
    const stored = await settings.all(db);
    const merged: Record<string, unknown> = { ...DEFAULT_METADATA };
    for (const [key, value] of Object.entries(stored)) {
      if (!Object.hasOwn(Metadata.shape, key)) continue;
      const parsed = Metadata.shape[key as MetadataKey].safeParse(value);
      if (parsed.success) merged[key] = parsed.data;
      else warn({ key }, 'stored setting ignored: not valid, its default is used');
    }
    return Metadata.parse(merged);
  }

  return {
    /** The settings; pass a transaction to read them inside it. */
    get,
    async update(changes: MetadataUpdate, userId: number): Promise<Metadata> {
      const before = await get();
      await deps.db.transaction(async (tx) => {
        await settings.save(tx, changes, userId);
        await writeAudit(tx, {
          userId,
          action: 'update',
          entity: 'metadata',
          before,
          after: changes,
        });
        await deps.events.publish(tx, {
          type: 'metadata.changed',
          data: { keys: Object.keys(changes) },
        });
      });
      return get();
    },
  };
}

export type MetadataService = ReturnType<typeof createMetadataService>;

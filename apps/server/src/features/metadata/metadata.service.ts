import {
  DEFAULT_METADATA,
  Metadata,
  type MetadataUpdate,
} from '@yardline/domain/metadata/metadata.schema';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import type { MetadataRepository } from './metadata.repository.ts';

export function createMetadataService(deps: { db: Db; repository: MetadataRepository }) {
  /** Stored values over the defaults; a stored value that no longer fits its key is ignored. */
  async function get(): Promise<Metadata> {
    const stored = await deps.repository.all();
    const merged: Record<string, unknown> = { ...DEFAULT_METADATA };
    for (const [key, value] of Object.entries(stored)) {
      const field = Metadata.shape[key as keyof Metadata];
      if (field?.safeParse(value).success) merged[key] = value;
    }
    return Metadata.parse(merged);
  }

  return {
    get,
    async update(changes: MetadataUpdate, userId: number): Promise<Metadata> {
      const before = await get();
      await deps.db.transaction(async (tx) => {
        await deps.repository.save(tx, changes, userId);
        await writeAudit(tx, {
          userId,
          action: 'update',
          entity: 'metadata',
          before,
          after: changes,
        });
      });
      return get();
    },
  };
}

export type MetadataService = ReturnType<typeof createMetadataService>;

import {
  type GateTagRead,
  type GateTagReadKind,
  isTrailerTagRead,
  NO_READ,
  tagReaderTypes,
} from '@yardline/domain/devices/tag-reads';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { isKnownTrailerTag, resolveTrailerTag } from '../trailers/index.ts';
import { deviceLogsRepository as logs } from './device-logs.repository.ts';
import { gatesRepository as gates } from './gates.repository.ts';

/**
 * Doc 2 §7's entry tag, trailer tag, exit trailer tag and exit tag of a gate: read on demand from
 * the device logs (what the readers sent is already there, once), so every app node answers the
 * same. A trailer tag is answered with its PLA card and trailer number, as a typed one is.
 */
export function createTagReadsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async latest(gateId: number, kind: GateTagReadKind): Promise<GateTagRead> {
      if (!(await gates.gate(db, gateId))) throw notFound(`Gate ${gateId} not found.`);
      const trailer = isTrailerTagRead(kind);
      const read = await logs.latestTagRead(db, gateId, tagReaderTypes(kind), (tag) =>
        trailer ? isKnownTrailerTag(tag) : sql`not ${isKnownTrailerTag(tag)}`,
      );
      if (!read) return { responseMap: NO_READ };
      const known = trailer ? (await resolveTrailerTag(db, read.tagId)).responseMap : undefined;
      return {
        responseMap: {
          tagid: read.tagId,
          plaCard: known?.plaCard ?? null,
          trailerNumber: known?.trailerNumber ?? null,
          reader: read.deviceId,
          readAt: read.readAt.toISOString(),
          readId: read.id,
        },
      };
    },
  };
}

export type TagReadsService = ReturnType<typeof createTagReadsService>;

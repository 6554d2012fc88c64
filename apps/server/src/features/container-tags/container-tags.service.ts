import {
  CONTAINER_TAG_COLUMNS,
  ContainerTagInput,
  hasReachedEndOfLife,
  localDay,
  TAG_EXPIRED,
  TAG_EXPIRED_UNCONFIRMED,
  TAG_LIFE_MESSAGES,
  type TagValidAnswer,
} from '@yardline/domain/gate/tag-life';
import { isSpecialTag } from '@yardline/domain/gate/tags';
import type { Db, Executor } from '../../db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { createKeyedListService } from '../../platform/lists/keyed-list.service.ts';
import type { MetadataService } from '../../platform/metadata/index.ts';
import { CONTAINER_TAGS, containerTagsRepository as repo } from './container-tags.repository.ts';

/** A tag a save puts on a box, and whether the clerk said yes to using it expired. */
export interface TagToUse {
  tag: string;
  confirmed: boolean;
}

/**
 * Container tags' end of life (doc 1 §5, decision 0035): the register, kept by the gate's admins,
 * and the check every save that puts a tag on a box makes.
 */
export function createContainerTagsService(deps: {
  db: Db;
  metadata: Pick<MetadataService, 'get'>;
}) {
  const register = createKeyedListService(deps, {
    entity: 'container_tag',
    noun: 'Container tag',
    table: CONTAINER_TAGS,
    input: ContainerTagInput,
    labels: { tag: 'Tag', endOfLife: 'End of life' },
    headings: CONTAINER_TAG_COLUMNS,
    uniques: [{ constraint: 'container_tags_tag_key', field: 'tag' }],
  });

  /**
   * The end-of-life day of each of `tags` the register holds; the placeholder tags name no RFID
   * tag, so they are never looked for (nor is the register read when only they are given).
   */
  async function endsOfLife(executor: Executor, tags: string[]): Promise<Map<string, string>> {
    const rfid = tags.filter((tag) => !isSpecialTag(tag));
    return rfid.length > 0 ? repo.endsOfLife(executor, rfid) : new Map();
  }

  const expired = (ends: Map<string, string>, tag: string) =>
    hasReachedEndOfLife(ends.get(tag) ?? null, localDay(new Date()));

  return {
    register,

    /** GET tag-valid (doc 1 §7): whether `tag` may go on a box without a question. */
    async valid(tag: string): Promise<TagValidAnswer> {
      const ends = await endsOfLife(deps.db, [tag]);
      const { allowExpiredContainerTag } = await deps.metadata.get();
      return {
        responseMap: {
          tag,
          valid: !expired(ends, tag),
          endOfLife: ends.get(tag) ?? null,
          allowExpired: allowExpiredContainerTag,
        },
      };
    },

    /**
     * Refuses a save that puts an expired tag on a box with doc 1 §5's message (409): always
     * while `allowExpiredContainerTag` is off (TAG_EXPIRED), and while it is on unless the clerk
     * said yes to using that tag (TAG_EXPIRED_UNCONFIRMED).
     */
    async refuseExpired(executor: Executor, tags: TagToUse[]): Promise<void> {
      const ends = await endsOfLife(
        executor,
        tags.map(({ tag }) => tag),
      );
      const used = tags.filter(({ tag }) => expired(ends, tag));
      if (used.length === 0) return;
      const { allowExpiredContainerTag: allowed } = await deps.metadata.get(executor);
      const refused = used.find(({ confirmed }) => !allowed || !confirmed);
      if (refused) {
        throw new HttpError(
          409,
          TAG_LIFE_MESSAGES.expired(refused.tag),
          allowed ? TAG_EXPIRED_UNCONFIRMED : TAG_EXPIRED,
        );
      }
    },
  };
}

export type ContainerTagsService = ReturnType<typeof createContainerTagsService>;

import {
  FEATURE_OFF,
  type Feature,
  featureOffMessage,
  featureOn,
} from '@yardline/domain/metadata/features';
import {
  DEFAULT_METADATA,
  Metadata,
  type MetadataKey,
  type MetadataUpdate,
  settingsProblem,
} from '@yardline/domain/metadata/metadata.schema';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { type WarnLog, warnOnce } from '../../warn-once.ts';
import type { EventBus } from '../events/event-bus.ts';
import { HttpError } from '../http/http-error.ts';
import { metadataRepository as settings } from './metadata.repository.ts';

/**
 * The answer to a call of a feature switched off: a 403 for a route of the feature (a screen the
 * user may no longer open), a 409 for a part of a call another screen makes (a trailer gate-in's
 * agent), which the app shows as a message.
 */
export const featureOff = (feature: Feature, status: 403 | 409 = 403) =>
  new HttpError(status, featureOffMessage(feature), FEATURE_OFF);

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
    /** Refuses a route of `feature` while a superadmin has switched it off (decision 0036). */
    async requireOn(feature: Feature): Promise<void> {
      if (!featureOn(await get(), feature)) throw featureOff(feature);
    },
    async update(changes: MetadataUpdate, userId: number): Promise<Metadata> {
      const before = await get();
      // Each key was checked by the route; what they say together, here.
      const problem = settingsProblem({ ...before, ...changes });
      if (problem) throw new HttpError(400, problem, 'SETTINGS_CLASH');
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

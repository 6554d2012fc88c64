import type { LoadedContainers } from '@yardline/domain/yard/yard-containers';
import type { Db } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { prepareJson } from '../../platform/http/send-compressed.ts';
import { inventoryRepository as repo } from './inventory.repository.ts';
import { latestJson } from './latest-json.ts';

/** The inventory screen's reads: the yard's boxes, an IGM's boxes, boxes' details by id. */
export function createInventoryService(deps: { db: Db; events: Pick<EventBus, 'subscribe'> }) {
  return {
    /**
     * The whole yard's boxes as JSON text (`YardContainers`) and its gzip, both reused until a
     * change: every inventory opened after the first is sent bytes made already.
     */
    yardContainers: latestJson(
      async () => prepareJson(await repo.yardContainers(deps.db)),
      deps.events,
    ),

    async areaContainers(area: string): Promise<string> {
      if (!(await repo.areaExists(deps.db, area))) throw notFound(`There is no area ${area}.`);
      return repo.yardContainers(deps.db, area);
    },

    igmContainers(igmItem: string) {
      const [igm = '', item] = igmItem.split(':');
      return repo.igmContainers(deps.db, igm, item);
    },

    async container(id: number) {
      const [found] = await repo.containers(deps.db, [id]);
      if (!found) throw notFound(`Container ${id} does not exist.`);
      return found;
    },

    async load(ids: number[]): Promise<LoadedContainers> {
      const containers = await repo.containers(deps.db, ids);
      const found = new Set(containers.map((box) => box.containerId));
      return { containers, notFound: ids.filter((id) => !found.has(id)) };
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;

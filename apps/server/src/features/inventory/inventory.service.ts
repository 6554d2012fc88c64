import type { LocationStack } from '@yardline/domain/yard/location-stack';
import { splitSlotKey } from '@yardline/domain/yard/slot-key';
import type { LoadedContainers } from '@yardline/domain/yard/yard-containers';
import type { Db } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { prepareJson } from '../../platform/http/send-compressed.ts';
import { inventoryRepository as repo } from './inventory.repository.ts';
import { latestJson } from './latest-json.ts';

/**
 * The inventory screen's reads: the yard's boxes, an IGM's boxes, boxes' details by id, what
 * stands at a location.
 */
export function createInventoryService(deps: { db: Db; events: Pick<EventBus, 'subscribe'> }) {
  /**
   * The cell a name is (at no height), else the cell and height of the slot key it is, within its
   * area's tiers. An area name may hold underscores, so `A_01_02_1` could be either: the cell wins.
   */
  async function findLocation(name: string) {
    const cell = await repo.cell(deps.db, name);
    if (cell) return { cell, height: null };
    const slot = splitSlotKey(name);
    const slotCell = slot && (await repo.cell(deps.db, slot.cell));
    if (!slot || !slotCell) return undefined;
    const tier = slot.height - slotCell.startHeight;
    return tier >= 0 && tier < slotCell.maxHeight
      ? { cell: slotCell, height: slot.height }
      : undefined;
  }

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

    /** What stands at a cell, or at one slot of it. */
    async location(name: string): Promise<LocationStack> {
      const found = await findLocation(name);
      if (!found) throw notFound(`There is no cell or slot ${name} in the yard.`);
      const { cell, height } = found;
      return {
        cell: cell.cell,
        area: cell.area,
        height,
        maxHeight: cell.maxHeight,
        merged: cell.merged,
        containers: await repo.stack(deps.db, cell.id, height),
      };
    },

    async load(ids: number[]): Promise<LoadedContainers> {
      const containers = await repo.containers(deps.db, ids);
      const found = new Set(containers.map((box) => box.containerId));
      return { containers, notFound: ids.filter((id) => !found.has(id)) };
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;

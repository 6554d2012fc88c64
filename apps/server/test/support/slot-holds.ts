import type { SlotHold } from '@yardline/domain/yard/slot-holds';
import { beforeAll, beforeEach, expect } from 'vitest';
import { task, useTasks } from '../../src/features/tasks/test-tasks.ts';
import { setEnterpriseVersion } from './fixtures.ts';
import type { useGateApp } from './gate-app.ts';
import type { Box } from './yard-boxes.ts';

/**
 * The slot holds' API tests: the gate's test app with tasks and plans emptied before each test,
 * the enterprise edition (plans are saved there), and the calls that hold, take and list slots.
 */
export function useSlotHolds(g: ReturnType<typeof useGateApp>) {
  const { t, cookies, query } = g;
  const tasks = useTasks(g);

  beforeAll(() => setEnterpriseVersion(query, true));
  beforeEach(async () => {
    await query('delete from tasks');
    await query('delete from plans');
  });

  /** The promised slots, as the screens read them (older than `hours` when given). */
  async function holds(hours?: number): Promise<SlotHold[]> {
    const url = `/rest/yard/holds${hours === undefined ? '' : `?olderThanHours=${hours}`}`;
    const response = await t.request('GET', url, { cookie: cookies.operator });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().holds;
  }

  /** The n-th free 20 ft ground slot (in cell order). */
  async function freeSlot(n = 0): Promise<string> {
    const [row] = await query(
      `select ce.full_name || '_1' as slot from cells ce
       where ce.pair_half is null
         and not exists (select 1 from slot_occupancy o where o.cell_id = ce.id)
         and not exists (select 1 from slot_holds h where h.cell_id = ce.id)
       order by ce.id offset $1 limit 1`,
      [n],
    );
    return row?.slot;
  }

  const idOf = async (number: string): Promise<number> =>
    (await query('select id from containers where number = $1', [number]))[0]?.id;

  /** A manual move (the containers' and inventory's Update Location). */
  const move = (containerId: number, to: string) =>
    t.request('POST', '/rest/yard/updateLocation', {
      cookie: cookies.admin,
      body: [{ containerId, newLocation: to }],
    });

  const savePlan = (name: string, planned: [Box, string][]) =>
    t.request('POST', '/rest/planning/plans', {
      cookie: cookies.operator,
      body: {
        name,
        plannedContainers: planned.map(([box, slot], i) => ({
          containerId: box.id,
          slotFullName: slot,
          planningOrder: i + 1,
          slotReason: 'chosen',
        })),
      },
    });

  /** A task taking the gated-in box `number` from where it stands to `slot`. */
  async function taskTo(number: string, slot: string) {
    const [box] = await query('select location from containers where number = $1', [number]);
    const [created] = await tasks.saved([
      task(number, { fromLocation: box?.location ?? 'Trailer', toLocationDetails: slot }),
    ]);
    return created as { taskId: number; containerId: number | null };
  }

  return { ...tasks, holds, freeSlot, idOf, move, savePlan, taskTo };
}

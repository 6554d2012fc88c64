import type { MachineStatus, MachineType } from '@yardline/domain/machines/machine.schema';
import { type AreaCorners, bilinear } from '@yardline/domain/yard/geometry';
import type { Executor } from '../../src/db/database.ts';
import { itvs, machines } from '../../src/db/schema/index.ts';

interface DemoMachine {
  name: string;
  type: MachineType;
  label: string;
  status: MachineStatus;
  /** The block it works at: it stands at the middle of the block's first row edge. */
  area: string;
}

/** The demo terminal's machines: the names the demo movements were made by, and a fork lift. */
export const DEMO_MACHINE_FLEET: readonly DemoMachine[] = [
  { name: 'RS-01', type: 'Reach-Stacker', label: 'A', status: 'Working', area: 'A' },
  { name: 'RS-02', type: 'Reach-Stacker', label: 'B', status: 'Working', area: 'B' },
  { name: 'RS-03', type: 'Reach-Stacker', label: 'C', status: 'Idle', area: 'C' },
  { name: 'RS-04', type: 'Reach-Stacker', label: 'D', status: 'Working', area: 'RF' },
  { name: 'RTG-01', type: 'Rubber Tyre Gantry', label: 'E', status: 'Working', area: 'D' },
  { name: 'RTG-02', type: 'Rubber Tyre Gantry', label: 'F', status: 'Break-Down', area: 'E' },
  { name: 'FL-01', type: 'Fork-Lift', label: 'G', status: 'Idle', area: 'MT' },
];

const between = (corners: AreaCorners, a: 0 | 1 | 2 | 3, b: 0 | 1 | 2 | 3, share = 0.5) => ({
  lat: corners[a].lat + (corners[b].lat - corners[a].lat) * share,
  lng: corners[a].lng + (corners[b].lng - corners[a].lng) * share,
});

/** The demo machines and six ITVs, placed on the demo yard; returns the rows stored. */
export async function insertMachines(
  tx: Executor,
  corners: Map<string, AreaCorners>,
  now: Date,
): Promise<{ machines: number; itvs: number }> {
  const first = corners.values().next().value;
  const stored = await tx
    .insert(machines)
    .values(
      DEMO_MACHINE_FLEET.map((m) => {
        const at = corners.get(m.area) ?? first;
        // A little inside the block, by its first rows.
        const position = at ? bilinear(at, 0.5, 0.15) : null;
        return {
          name: m.name,
          type: m.type,
          status: m.status,
          label: m.label,
          rfidInstalled: m.type !== 'Fork-Lift',
          zone: `Block ${m.area}`,
          lat: position?.lat ?? null,
          lng: position?.lng ?? null,
          lastDataReceived: position ? now : null,
        };
      }),
    )
    .returning({ id: machines.id });
  const areas = [...corners.values()];
  const storedItvs = await tx
    .insert(itvs)
    .values(
      Array.from({ length: 6 }, (_, i) => {
        const at = areas[i % Math.max(areas.length, 1)];
        const position = at ? between(at, 3, 2, 0.25 + (i % 3) * 0.25) : null;
        return {
          itvNumber: `ITV-${String(i + 1).padStart(2, '0')}`,
          trailerNumber: `MH46IT${String(101 + i)}`,
          deviceInstalled: i < 4,
          status: i === 5 ? 'Break-Down' : 'Working',
          lat: position?.lat ?? null,
          lng: position?.lng ?? null,
          lastDataReceived: position && i < 4 ? now : null,
          machineName: DEMO_MACHINE_FLEET[i % 4]?.name ?? null,
        };
      }),
    )
    .returning({ id: itvs.id });
  return { machines: stored.length, itvs: storedItvs.length };
}

import type { SlotHold } from '@yardline/domain/yard/slot-holds';
import { splitSlotKey } from '@yardline/domain/yard/slot-key';
import type { YardModel } from '../../components/yard-grid/yard-model.ts';

/**
 * The held slots of each area (by name) as the grid indexes them (`cell × tiers + tier`), from
 * the holds by slot key: what the map draws as held. Keys the model has no cell for are left out.
 */
export function heldSlotsByArea(
  model: YardModel,
  bySlot: ReadonlyMap<string, SlotHold>,
): Map<string, Set<number>> {
  const held = new Map<string, Set<number>>();
  for (const key of bySlot.keys()) {
    const slot = splitSlotKey(key);
    const place = slot && model.cellByName.get(slot.cell);
    const area = place && model.areas[place.area];
    if (!slot || !place || !area) continue;
    const tier = slot.height - model.startHeight;
    if (tier < 0 || tier >= area.shape.tiers) continue;
    const slots = held.get(area.name) ?? new Set<number>();
    slots.add(place.cell * area.shape.tiers + tier);
    held.set(area.name, slots);
  }
  return held;
}

/** The key of the slot at a grid position (`A_01_02_3`), or undefined where there is no cell. */
export function slotKeyOf(
  model: YardModel,
  areaIndex: number,
  slot: { row: number; column: number; tier: number },
): string | undefined {
  const area = model.areas[areaIndex];
  const name = area?.cellNames[slot.row * area.shape.columns + slot.column];
  return name ? `${name}_${slot.tier + model.startHeight}` : undefined;
}

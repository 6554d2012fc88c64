import type { QueuedContainer } from '@yardline/domain/planning/planning-api';
import { Typography } from 'antd';
import { boxNumber, type YardModel } from '../../../components/yard-grid/yard-model.ts';
import { assignableLocation, type PlannedSlots } from '../plan-slots.ts';
import type { PlanPointer } from './plan-area-grid.tsx';

interface SlotTooltipProps {
  model: YardModel;
  pointer: PlanPointer;
  planned: PlannedSlots;
  target: QueuedContainer | undefined;
}

/**
 * Doc 3 §2 "slot tooltips": what stands, is planned, is held by an open task or may go in the slot
 * under the pointer.
 */
export function SlotTooltip({ model, pointer, planned, target }: SlotTooltipProps) {
  const area = model.areas[pointer.area];
  if (!area) return null;
  const { slot } = pointer;
  const cell = slot.row * area.shape.columns + slot.column;
  const cellName = area.cellNames[cell];
  if (!cellName) return null;
  const at = cell * area.shape.tiers + slot.tier;
  const box = (area.slots[at] ?? 0) - 1;
  const plan = planned[pointer.area]?.get(at);
  const lines: string[] = [];
  if (box >= 0) {
    const liner = model.boxes.liners.find((l) => l.id === model.boxes.linerIds[box]);
    lines.push(
      `${boxNumber(model, box)} · ${model.boxes.sizes[box]} ft · ${liner?.name ?? 'liner unknown'}`,
    );
  } else if (plan?.taskId !== undefined) {
    lines.push(`Held by task ${plan.taskId} (${plan.containerNumber})`);
  } else if (plan) {
    lines.push(`Planned: ${plan.containerNumber} (${plan.planName ?? 'this plan, not saved'})`);
    lines.push(`Order ${plan.order}${plan.reason ? ` · ${plan.reason}` : ''}`);
  } else {
    const location = target && assignableLocation(model, planned, pointer.area, slot, target.size);
    lines.push(location ? `Free: a click plans ${target?.containerNumber} at ${location}` : 'Free');
  }
  const left =
    pointer.clientX + 300 > window.innerWidth ? pointer.clientX - 296 : pointer.clientX + 16;
  return (
    <div role="tooltip" className="planning-tooltip" style={{ left, top: pointer.clientY + 14 }}>
      <Typography.Text strong>{`${cellName}_${slot.tier + model.startHeight}`}</Typography.Text>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </div>
  );
}

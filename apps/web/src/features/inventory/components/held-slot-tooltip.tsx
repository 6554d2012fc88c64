import { heldFor, holderLabel, type SlotHold } from '@yardline/domain/yard/slot-holds';
import { Descriptions, Typography } from 'antd';

interface HeldSlotTooltipProps {
  slot: string;
  hold: SlotHold;
  /** Where the pointer is on the page. */
  clientX: number;
  clientY: number;
}

/** The details of a free slot an open task or a saved plan holds, under the pointer. */
export function HeldSlotTooltip({ slot, hold, clientX, clientY }: HeldSlotTooltipProps) {
  const left = clientX + 340 > window.innerWidth ? clientX - 336 : clientX + 16;
  const top = Math.min(clientY + 12, window.innerHeight - 160);
  return (
    <div role="tooltip" className="inventory-tooltip" style={{ left, top }}>
      <Typography.Title level={3} style={{ fontSize: 14, margin: '0 0 6px' }}>
        Slot {slot}
      </Typography.Title>
      <Descriptions
        size="small"
        column={1}
        items={[
          { label: 'Held by', children: holderLabel(hold.holder) },
          {
            label: 'Since',
            children: `${new Date(hold.since).toLocaleString('en-GB')} (${heldFor(hold.since, Date.now())})`,
          },
        ]}
      />
    </div>
  );
}

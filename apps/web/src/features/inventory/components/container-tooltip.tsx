import { Descriptions, Spin, Typography } from 'antd';
import { useContainerDetails } from '../api/container-details.ts';

interface ContainerTooltipProps {
  containerId: number;
  /** Where the pointer is on the page. */
  clientX: number;
  clientY: number;
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '—');

/** Doc 2 §2: the tooltip titled 'Container Details', for the box under the pointer. */
export function ContainerTooltip({ containerId, clientX, clientY }: ContainerTooltipProps) {
  const details = useContainerDetails(containerId);
  const box = details.data;
  // Beside the pointer, turned to the left near the right edge of the window.
  const left = clientX + 340 > window.innerWidth ? clientX - 336 : clientX + 16;
  const top = Math.min(clientY + 12, window.innerHeight - 300);
  return (
    <div role="tooltip" className="inventory-tooltip" style={{ left, top }}>
      <Typography.Title level={3} style={{ fontSize: 14, margin: '0 0 6px' }}>
        Container Details
      </Typography.Title>
      {box ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            { label: 'Number', children: box.number },
            { label: 'Size / type', children: `${box.size} ft · ${box.sizeType}` },
            { label: 'Liner', children: box.liner ?? 'Unknown' },
            { label: 'Customer', children: box.customer ?? '—' },
            { label: 'IGM / item', children: `${box.igmNumber ?? '—'} / ${box.item ?? '—'}` },
            { label: 'Location', children: box.fullName ?? '—' },
            { label: 'Gated in', children: when(box.gateInDate) },
            { label: 'Last moved', children: when(box.lastMovedDate) },
          ]}
        />
      ) : details.isError ? (
        <Typography.Text type="danger">The details could not be read.</Typography.Text>
      ) : (
        <Spin size="small" />
      )}
    </div>
  );
}

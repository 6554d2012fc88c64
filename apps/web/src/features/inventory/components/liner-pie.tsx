import { Button, Flex, Typography } from 'antd';
import type { LinerShare } from '../box-filter.ts';

interface LinerPieProps {
  shares: readonly LinerShare[];
  selected: number | undefined;
  onSelect: (linerId: number | undefined) => void;
}

const R = 70;

/** The path of a pie slice from one fraction of the circle to another, starting at 12 o'clock. */
function slice(from: number, to: number): string {
  if (to - from >= 0.9999) return `M0,${-R}A${R},${R} 0 1 1 0,${R}A${R},${R} 0 1 1 0,${-R}Z`;
  const point = (f: number) =>
    `${(R * Math.sin(2 * Math.PI * f)).toFixed(2)},${(-R * Math.cos(2 * Math.PI * f)).toFixed(2)}`;
  return `M0,0L${point(from)}A${R},${R} 0 ${to - from > 0.5 ? 1 : 0} 1 ${point(to)}Z`;
}

/**
 * Boxes per liner as a pie (doc 2 §2): clicking a liner's slice, or its name, shows only its
 * boxes; clicking it again shows all.
 */
export function LinerPie({ shares, selected, onSelect }: LinerPieProps) {
  const total = shares.reduce((sum, share) => sum + share.count, 0);
  const toggle = (linerId: number) => onSelect(selected === linerId ? undefined : linerId);
  let start = 0;
  return (
    <Flex vertical gap={8} className="inventory-liners">
      <Typography.Text strong>Liners</Typography.Text>
      <svg viewBox={`${-R - 4} ${-R - 4} ${2 * R + 8} ${2 * R + 8}`} width={150} height={150}>
        <title>Containers per liner</title>
        {shares.map((share) => {
          const from = start / Math.max(total, 1);
          start += share.count;
          const dimmed = selected !== undefined && selected !== share.linerId;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG slice cannot be a <button>; the legend's buttons are the keyboard's way in
            <path
              key={share.linerId}
              d={slice(from, start / Math.max(total, 1))}
              fill={share.color}
              stroke="#fff"
              strokeWidth={1}
              opacity={dimmed ? 0.25 : 1}
              data-liner={share.name}
              style={{ cursor: 'pointer' }}
              role="button"
              tabIndex={-1}
              aria-label={`${share.name}: ${share.count.toLocaleString('en')}`}
              onClick={() => toggle(share.linerId)}
              onKeyDown={(event) => event.key === 'Enter' && toggle(share.linerId)}
            >
              <title>{`${share.name}: ${share.count.toLocaleString('en')}`}</title>
            </path>
          );
        })}
      </svg>
      <ul className="inventory-liner-legend" aria-label="Liners">
        {shares.map((share) => (
          <li key={share.linerId}>
            <Button
              size="small"
              type={selected === share.linerId ? 'primary' : 'text'}
              aria-pressed={selected === share.linerId}
              onClick={() => toggle(share.linerId)}
            >
              <span className="inventory-swatch" style={{ background: share.color }} />
              {share.name}
              <Typography.Text type="secondary">{share.count.toLocaleString('en')}</Typography.Text>
            </Button>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

import type { MachineType } from '@yardline/domain/machines/machine.schema';
import type { StatusColour } from '@yardline/domain/machines/machine-status';

/** Doc 3 §9: each machine type has its icon. Drawn as inline SVG so maps and images reuse it. */
export const MACHINE_ICON_PATHS: Record<MachineType, string> = {
  // A reach stacker: a cab on wheels and a long boom reaching up and forward.
  'Reach-Stacker':
    'M2 17h11v-4H8l-2-3H4l-2 3zM5 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm7 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM9 11l11-8 1.5 1.5L11 12.5z M19 3h4v5h-2V5h-2z',
  // A fork lift: a body, a mast and the forks.
  'Fork-Lift':
    'M3 16V9h6l2 3v4zM5 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm6 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM14 3h2v15h-2zM16 16h6v2h-6zM4 8V5h4v3z',
  // A rubber tyre gantry: two legs on wheels and the girder across with its trolley.
  'Rubber Tyre Gantry':
    'M2 3h20v3H2zM3 6h3v12H3zM18 6h3v12h-3zM10 6h4v3h-4zM11.25 9h1.5v5h-1.5zM2 18h6v2H2zm14 0h6v2h-6z',
};

export const machineIconSvg = (type: MachineType) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="${MACHINE_ICON_PATHS[type]}"/></svg>`;

export function MachineIcon({ type, size = 18 }: { type: MachineType; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role="img"
      aria-label={type}
      style={{ verticalAlign: 'middle', fill: 'currentColor' }}
    >
      <title>{type}</title>
      <path d={MACHINE_ICON_PATHS[type]} />
    </svg>
  );
}

/** Doc 2 §4's indicator colours. */
export const STATUS_COLOURS: Record<StatusColour, string> = {
  red: '#cf1322',
  orange: '#fa8c16',
  green: '#389e0d',
  grey: '#8c8c8c',
};

export const STATUS_MEANINGS: Record<StatusColour, string> = {
  red: 'Break-Down',
  orange: 'No data for over 5 minutes',
  green: 'Data within 5 minutes',
  grey: 'No data',
};

export function StatusDot({ colour, label }: { colour: StatusColour; label: string }) {
  return (
    <span
      role="img"
      aria-label={`${label}: ${STATUS_MEANINGS[colour]}`}
      title={STATUS_MEANINGS[colour]}
      style={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        background: STATUS_COLOURS[colour],
        marginRight: 6,
      }}
    />
  );
}

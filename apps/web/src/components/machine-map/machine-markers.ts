import type { MachineLocation } from '@yardline/domain/machines/machine.schema';
import { statusColour } from '@yardline/domain/machines/machine-status';
import type { MapMarker } from '../yard-map/leaflet-yard.tsx';
import type { ImageMarker } from '../yard-map/yard-image.ts';
import { machineIconSvg, STATUS_COLOURS } from './machine-icon.tsx';

/** The placed machines as map markers: the label letter (or the type's icon), the status colour. */
export const machineMarkers = (locations: readonly MachineLocation[], now: number): MapMarker[] =>
  locations.flatMap((m) =>
    m.position
      ? [
          {
            id: `machine-${m.id}`,
            lat: m.position.lat,
            lng: m.position.lng,
            name: m.machineName,
            badge: m.label ?? undefined,
            iconSvg: machineIconSvg(m.machineType),
            colour: STATUS_COLOURS[statusColour(m, now)],
          },
        ]
      : [],
  );

/** The same for the printed and saved picture. */
export const machineImageMarkers = (
  locations: readonly MachineLocation[],
  now: number,
): ImageMarker[] =>
  locations.flatMap((m) =>
    m.position
      ? [
          {
            ...m.position,
            name: m.machineName,
            badge: m.label ?? undefined,
            colour: STATUS_COLOURS[statusColour(m, now)],
            detail: `${m.machineType} · ${m.status}`,
          },
        ]
      : [],
  );

import type { BoxShape, CellShape } from '@yardline/domain/containers/yard-map-shapes';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { mapText } from '../map-text.ts';
import './yard-map.css';

const toLatLngs = (corners: readonly { lat: number; lng: number }[]) =>
  corners.map((corner) => L.latLng(corner.lat, corner.lng));

/**
 * A point drawn over the plan: a machine or an ITV. Markers are kept by `id`, so a new position
 * moves the marker already on the map rather than drawing the map again.
 */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** The text beside it (a machine's name). */
  name: string;
  /** One or two characters in the badge (a machine's label letter). */
  badge?: string;
  /** The badge's colour (the status colour). */
  colour: string;
  /** Inline SVG of the unit's kind, drawn in the badge when it has no letter: the app's own markup, never user text. */
  iconSvg?: string;
}

interface LeafletYardProps {
  label: string;
  cells: readonly CellShape[];
  boxes?: readonly BoxShape[];
  markers?: readonly MapMarker[];
  /** Satellite imagery under the plan (`https://…/{z}/{x}/{y}`); none: the plan alone. */
  tileUrl?: string;
  height?: number;
}

/** One empty list for every map without boxes, so the map is not made again on each render. */
const NO_BOXES: readonly BoxShape[] = [];

/** A marker's round badge: its text, or the app's own icon for its kind. */
function markerElement(marker: MapMarker): HTMLElement {
  const badge = mapText(marker.badge ?? '', 'yard-marker-badge');
  badge.style.background = marker.colour;
  if (!marker.badge && marker.iconSvg) badge.innerHTML = marker.iconSvg;
  return badge;
}

/**
 * The yard on a Leaflet map, drawn from its real geometry: every cell as a polygon (on one canvas,
 * so thousands stay quick), the located boxes marked in colour with their numbers, and markers
 * (machines, ITVs) that move in place when their positions change. Without a tile URL nothing is
 * fetched: the plan works offline.
 */
export function LeafletYard({
  label,
  cells,
  boxes = NO_BOXES,
  markers,
  tileUrl,
  height = 520,
}: LeafletYardProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map>(undefined);
  const drawn = useRef(new Map<string, L.Marker>());
  const latestMarkers = useRef(markers);
  latestMarkers.current = markers;
  // Counts the maps made, so the markers are drawn again on a new one.
  const [mapVersion, setMapVersion] = useState(0);

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, {
      preferCanvas: true,
      zoomSnap: 0.25,
      attributionControl: Boolean(tileUrl),
    });
    // The view comes first: the canvas renderer needs one before its first path is added.
    const showYard = () => {
      const bounds = L.latLngBounds(cells.flatMap((cell) => toLatLngs(cell.corners)));
      for (const marker of latestMarkers.current ?? []) bounds.extend([marker.lat, marker.lng]);
      if (bounds.isValid()) created.fitBounds(bounds, { padding: [16, 16], maxZoom: 19 });
      else created.setView([0, 0], 2);
    };
    showYard();
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 21, maxNativeZoom: 19 }).addTo(created);
    const renderer = L.canvas();
    for (const cell of cells) {
      L.polygon(toLatLngs(cell.corners), {
        renderer,
        weight: 0.5,
        color: tileUrl ? '#ffffff' : '#8c8c8c',
        fillColor: '#f0f0f0',
        fillOpacity: tileUrl ? 0.1 : 1,
      }).addTo(created);
    }
    for (const box of boxes) {
      L.polygon(toLatLngs(box.corners), {
        renderer,
        weight: 2,
        color: '#000000',
        fillColor: '#d4380d',
        fillOpacity: 1,
      })
        .bindTooltip(mapText(`${box.number} · ${box.location}`), {
          permanent: true,
          direction: 'top',
        })
        .addTo(created);
    }
    map.current = created;
    setMapVersion((version) => version + 1);
    const markersNow = drawn.current;
    // A modal opens with an animation: the map is measured again whenever its box changes size.
    const resized = new ResizeObserver(() => {
      created.invalidateSize();
      showYard();
    });
    resized.observe(element.current);
    return () => {
      resized.disconnect();
      markersNow.clear();
      map.current = undefined;
      created.remove();
    };
  }, [cells, boxes, tileUrl]);

  // Markers: added, moved, recoloured or removed in place.
  useEffect(() => {
    const current = map.current;
    if (!current || mapVersion === 0) return;
    const keep = new Set<string>();
    for (const marker of markers ?? []) {
      keep.add(marker.id);
      const icon = L.divIcon({
        className: 'yard-marker',
        html: markerElement(marker),
        iconSize: [26, 26],
        iconAnchor: [13, 13],
      });
      const existing = drawn.current.get(marker.id);
      if (existing) {
        existing.setLatLng([marker.lat, marker.lng]);
        existing.setIcon(icon);
        existing.getElement()?.setAttribute('data-marker', marker.id);
        existing.setTooltipContent(mapText(marker.name));
        continue;
      }
      const added = L.marker([marker.lat, marker.lng], { icon, title: marker.name })
        .bindTooltip(mapText(marker.name), {
          permanent: true,
          direction: 'right',
          offset: [12, 0],
          className: 'yard-marker-name',
        })
        .addTo(current);
      added.getElement()?.setAttribute('data-marker', marker.id);
      drawn.current.set(marker.id, added);
    }
    for (const [id, marker] of drawn.current) {
      if (keep.has(id)) continue;
      marker.remove();
      drawn.current.delete(id);
    }
  }, [markers, mapVersion]);

  return (
    <div
      ref={element}
      role="img"
      aria-label={label}
      style={{ height, width: '100%', background: '#ffffff' }}
    />
  );
}

import type { BoxShape, CellShape } from '@yardline/domain/containers/yard-map-shapes';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';

const toLatLngs = (corners: readonly { lat: number; lng: number }[]) =>
  corners.map((corner) => L.latLng(corner.lat, corner.lng));

interface LeafletYardProps {
  label: string;
  cells: readonly CellShape[];
  boxes: readonly BoxShape[];
  /** Satellite imagery under the plan (`https://…/{z}/{x}/{y}`); none: the plan alone. */
  tileUrl?: string;
}

/**
 * The yard on a Leaflet map, drawn from its real geometry: every cell as a polygon (on one canvas,
 * so thousands stay quick), the located boxes marked in colour with their numbers. Without a tile
 * URL nothing is fetched: the plan works offline.
 */
export function LeafletYard({ label, cells, boxes, tileUrl }: LeafletYardProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, {
      preferCanvas: true,
      zoomSnap: 0.25,
      attributionControl: Boolean(tileUrl),
    });
    // The view comes first: the canvas renderer needs one before its first path is added.
    const bounds = L.latLngBounds(cells.flatMap((cell) => toLatLngs(cell.corners)));
    const showYard = () => {
      if (bounds.isValid()) map.fitBounds(bounds, { padding: [16, 16] });
      else map.setView([0, 0], 2);
    };
    showYard();
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 21, maxNativeZoom: 19 }).addTo(map);
    const renderer = L.canvas();
    for (const cell of cells) {
      L.polygon(toLatLngs(cell.corners), {
        renderer,
        weight: 0.5,
        color: tileUrl ? '#ffffff' : '#8c8c8c',
        fillColor: '#f0f0f0',
        fillOpacity: tileUrl ? 0.1 : 1,
      }).addTo(map);
    }
    for (const box of boxes) {
      L.polygon(toLatLngs(box.corners), {
        renderer,
        weight: 2,
        color: '#000000',
        fillColor: '#d4380d',
        fillOpacity: 1,
      })
        .bindTooltip(`${box.number} · ${box.location}`, { permanent: true, direction: 'top' })
        .addTo(map);
    }
    // A modal opens with an animation: measure again once it has its final size.
    const settled = setTimeout(() => {
      map.invalidateSize();
      showYard();
    }, 300);
    return () => {
      clearTimeout(settled);
      map.remove();
    };
  }, [cells, boxes, tileUrl]);
  return (
    <div
      ref={element}
      role="img"
      aria-label={label}
      style={{ height: 520, width: '100%', background: '#ffffff' }}
    />
  );
}

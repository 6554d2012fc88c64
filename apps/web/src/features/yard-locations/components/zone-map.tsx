import type { LatLng } from '@yardline/domain/yard/geometry';
import type { AreaLayout } from '@yardline/domain/yard/layout.schema';
import type { YardLocation } from '@yardline/domain/yard/yard-location';
import { useEffect, useRef } from 'react';
import { mapText } from '../../../components/map-text.ts';
import { L } from './leaflet-geoman.ts';

const ZONE_COLOURS = { YARD_ZONE: '#1f6fb2', TASK_TO_LOCATION: '#d9822b' } as const;

interface ZoneMapProps {
  center: LatLng;
  /** The vector yard plan drawn as the backdrop: each surveyed area's outline. */
  areas: AreaLayout[];
  /** Satellite tiles, only when a tile URL is configured: the map works without them. */
  tileUrl: string;
  locations: YardLocation[];
  /** The zone being changed (its shape is editable), or 'new' while one is drawn. */
  editing: number | 'new' | undefined;
  onShapeChange: (points: LatLng[]) => void;
}

const pointsOf = (layer: L.Polygon): LatLng[] =>
  ((layer.getLatLngs()[0] ?? []) as L.LatLng[]).map(({ lat, lng }) => ({ lat, lng }));

/** The yard plan with the zones over it; geoman draws a new zone or reshapes the one edited. */
export function ZoneMap({
  center,
  areas,
  tileUrl,
  locations,
  editing,
  onShapeChange,
}: ZoneMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map>(undefined);
  const zones = useRef<L.LayerGroup>(undefined);
  const latestChange = useRef(onShapeChange);
  latestChange.current = onShapeChange;

  // The map and its backdrop, once.
  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, {
      center: [center.lat, center.lng],
      zoom: 17,
      maxZoom: 21,
    });
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 21 }).addTo(created);
    const plan = L.layerGroup().addTo(created);
    for (const area of areas) {
      if (!area.corners) continue;
      L.polygon(
        area.corners.map((c) => [c.lat, c.lng] as L.LatLngTuple),
        {
          color: '#8a97a6',
          weight: 1,
          fillColor: '#d5dce3',
          fillOpacity: 0.6,
          pmIgnore: true,
          interactive: false,
        },
      )
        .bindTooltip(mapText(area.name), {
          permanent: true,
          direction: 'center',
          className: 'zone-map-area',
        })
        .addTo(plan);
    }
    zones.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = undefined;
    };
  }, [center.lat, center.lng, areas, tileUrl]);

  // The zones, and the one being drawn or reshaped.
  useEffect(() => {
    const current = map.current;
    const group = zones.current;
    if (!current || !group) return;
    group.clearLayers();
    for (const location of locations) {
      const layer = L.polygon(
        location.coordinates.map((c) => [c.lat, c.lng] as L.LatLngTuple),
        {
          color: ZONE_COLOURS[location.type],
          weight: 2,
          fillOpacity: 0.25,
          pmIgnore: location.id !== editing,
        },
      ).bindTooltip(mapText(location.name));
      layer.addTo(group);
      if (location.id === editing) {
        layer.pm.enable({ allowSelfIntersection: true });
        layer.on('pm:edit', () => latestChange.current(pointsOf(layer)));
      }
    }
    if (editing !== 'new') return;
    current.pm.enableDraw('Polygon', { snappable: false, allowSelfIntersection: true });
    const created = ({ layer }: { layer: L.Layer }) => {
      const polygon = layer as L.Polygon;
      group.addLayer(polygon);
      latestChange.current(pointsOf(polygon));
      polygon.pm.enable({ allowSelfIntersection: true });
      polygon.on('pm:edit', () => latestChange.current(pointsOf(polygon)));
    };
    current.on('pm:create', created);
    return () => {
      current.off('pm:create', created);
      current.pm.disableDraw();
    };
  }, [locations, editing]);

  return <div ref={element} className="zone-map" role="application" aria-label="Yard map" />;
}

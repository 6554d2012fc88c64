/**
 * Text for a Leaflet tooltip, popup or icon. Leaflet reads a string handed to them as HTML, and
 * the names on a map (zones, areas, boxes, machines) are typed by users: a node's text never runs.
 * `lint/leaflet-text.test.ts` finds any string handed to them.
 */
export function mapText(text: string, className?: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  if (className) span.className = className;
  return span;
}

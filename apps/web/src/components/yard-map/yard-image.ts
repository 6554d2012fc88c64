import type { BoxShape, CellShape } from '@yardline/domain/containers/yard-map-shapes';
import { centroid, type LatLng } from '@yardline/domain/yard/geometry';

const WIDTH = 1600;
const HEIGHT = 1100;
const MARGIN = 40;
const LEGEND = 200;
const BOX_COLOUR = '#d4380d';

/** A machine (or ITV) drawn as a coloured disc with its letter, named beside it. */
export interface ImageMarker extends LatLng {
  name: string;
  badge?: string;
  colour: string;
  /** Listed after the name under the plan (a status). */
  detail?: string;
}

/**
 * The yard map drawn on a canvas of its own, from the same shapes as the screen's map: print and
 * save as PNG make an image without a network or a screenshot of the page.
 */
export function drawYardImage(
  cells: readonly CellShape[],
  boxes: readonly BoxShape[],
  title: string,
  markers: readonly ImageMarker[] = [],
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);

  const points = [...cells.flatMap((cell) => cell.corners), ...markers];
  const project = projection(points, WIDTH - 2 * MARGIN, HEIGHT - 2 * MARGIN - LEGEND);
  const path = (corners: readonly LatLng[]) => {
    context.beginPath();
    corners.forEach((corner, i) => {
      const [x, y] = project(corner);
      if (i === 0) context.moveTo(x + MARGIN, y + MARGIN + 30);
      else context.lineTo(x + MARGIN, y + MARGIN + 30);
    });
    context.closePath();
  };

  context.fillStyle = '#1f1f1f';
  context.font = 'bold 24px sans-serif';
  context.fillText(title, MARGIN, MARGIN);
  context.lineWidth = 0.5;
  for (const cell of cells) {
    path(cell.corners);
    context.fillStyle = '#f0f0f0';
    context.fill();
    context.strokeStyle = '#8c8c8c';
    context.stroke();
  }
  context.font = 'bold 14px sans-serif';
  context.fillStyle = '#595959';
  for (const [area, corners] of areaOutlines(cells)) {
    const [x, y] = project(centroid(corners));
    context.fillText(area, x + MARGIN - 8, y + MARGIN + 35);
  }
  context.font = 'bold 13px sans-serif';
  for (const box of boxes) {
    path(box.corners);
    context.fillStyle = BOX_COLOUR;
    context.fill();
    context.lineWidth = 2;
    context.strokeStyle = '#000000';
    context.stroke();
    const [x, y] = project(centroid(box.corners));
    context.fillStyle = '#000000';
    context.fillText(box.number, x + MARGIN + 8, y + MARGIN + 26);
  }

  for (const marker of markers) {
    const [x, y] = project(marker);
    const [cx, cy] = [x + MARGIN, y + MARGIN + 30];
    context.beginPath();
    context.arc(cx, cy, 12, 0, 2 * Math.PI);
    context.fillStyle = marker.colour;
    context.fill();
    context.lineWidth = 2;
    context.strokeStyle = '#ffffff';
    context.stroke();
    context.fillStyle = '#ffffff';
    context.font = 'bold 13px sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(marker.badge ?? '', cx, cy + 1);
    context.textAlign = 'left';
    context.textBaseline = 'alphabetic';
    context.fillStyle = '#000000';
    context.fillText(marker.name, cx + 16, cy + 5);
  }

  const top = HEIGHT - LEGEND + 10;
  context.font = '16px sans-serif';
  if (markers.length > 0) {
    // The machines listed under the plan.
    context.fillStyle = '#1f1f1f';
    context.fillText(`${markers.length} machine(s) on the map`, MARGIN, top);
    markers.forEach((marker, i) => {
      const column = Math.floor(i / 5);
      const row = i % 5;
      context.fillStyle = marker.colour;
      context.fillRect(MARGIN + column * 380, top + 16 + row * 28, 14, 14);
      context.fillStyle = '#1f1f1f';
      context.fillText(
        `${marker.badge ? `${marker.badge}  ` : ''}${marker.name}  ${marker.detail ?? ''}`,
        MARGIN + column * 380 + 22,
        top + 29 + row * 28,
      );
    });
    return canvas;
  }
  // The located boxes listed under the plan.
  context.fillStyle = '#1f1f1f';
  context.fillText(`${boxes.length} container(s) located`, MARGIN, top);
  boxes.forEach((box, i) => {
    const column = Math.floor(i / 5);
    const row = i % 5;
    context.fillStyle = BOX_COLOUR;
    context.fillRect(MARGIN + column * 500, top + 16 + row * 28, 14, 14);
    context.fillStyle = '#1f1f1f';
    context.fillText(
      `${box.number}  ${box.location}`,
      MARGIN + column * 500 + 22,
      top + 29 + row * 28,
    );
  });
  return canvas;
}

/** Each area's cells' corners, to place its name in the middle. */
function areaOutlines(cells: readonly CellShape[]): Map<string, LatLng[]> {
  const areas = new Map<string, LatLng[]>();
  for (const cell of cells)
    areas.set(cell.area, [...(areas.get(cell.area) ?? []), ...cell.corners]);
  return areas;
}

/** A flat projection of the points (east right, north up) scaled to fit width × height. */
function projection(points: readonly LatLng[], width: number, height: number) {
  const middle = centroid(points.length > 0 ? points : [{ lat: 0, lng: 0 }]);
  const squeeze = Math.cos((middle.lat * Math.PI) / 180);
  const flat = (p: LatLng): [number, number] => [
    (p.lng - middle.lng) * squeeze,
    middle.lat - p.lat,
  ];
  const xs = points.map((p) => flat(p)[0]);
  const ys = points.map((p) => flat(p)[1]);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const scale = Math.min(width / (maxX - minX || 1), height / (maxY - minY || 1));
  return (p: LatLng): [number, number] => {
    const [x, y] = flat(p);
    return [(x - minX) * scale, (y - minY) * scale];
  };
}

/** Saves the image as a PNG file under the name given. */
export function saveImage(canvas: HTMLCanvasElement, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) return reject(new Error('The image could not be made.'));
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      resolve();
    }, 'image/png');
  });
}

/** Prints the image alone, from a frame of its own (the page around it is not printed). */
export function printImage(canvas: HTMLCanvasElement, title: string): void {
  document.getElementById('yard-map-print')?.remove();
  const frame = document.createElement('iframe');
  frame.id = 'yard-map-print';
  frame.title = 'Yard map for printing';
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  document.body.append(frame);
  const page = frame.contentDocument;
  if (!page) return;
  page.title = title;
  const image = page.createElement('img');
  image.alt = title;
  image.style.cssText = 'width:100%;';
  image.onload = () => frame.contentWindow?.print();
  image.src = canvas.toDataURL('image/png');
  page.body.style.margin = '0';
  page.body.append(image);
}

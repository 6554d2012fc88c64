import type { YardContainers } from '@yardline/domain/yard/yard-containers';
import { columnLabelX, GRID, type GridMetrics, gridSize, rowLabelY } from './slot-grid.ts';
import type { AreaModel } from './yard-model.ts';

/**
 * What every yard canvas shares (the inventory's and the planning screen's): sizing a canvas for
 * an area, its row and column names, and rectangles gathered by style so each style is filled or
 * stroked as one path.
 */

const LABEL = '#4a5562';

/** Doc 1 §9 via doc 2 §2: a box whose liner is unknown is drawn black. */
export const UNKNOWN_LINER_COLOUR = '#000000';

/** Each liner id's colour; black for 0 and for a liner without a colour. */
export function linerColours(boxes: YardContainers): Map<number, string> {
  return new Map(boxes.liners.map((liner) => [liner.id, liner.color || UNKNOWN_LINER_COLOUR]));
}

/** Rectangles to paint with one style: x, y, width, height, one after the other. */
export type Batch = number[];

export function batchOf(batches: Map<string, Batch>, key: string): Batch {
  const batch = batches.get(key);
  if (batch) return batch;
  const created: Batch = [];
  batches.set(key, created);
  return created;
}

function tracePath(ctx: CanvasRenderingContext2D, rects: Batch): void {
  ctx.beginPath();
  for (let i = 0; i < rects.length; i += 4) {
    ctx.rect(rects[i] ?? 0, rects[i + 1] ?? 0, rects[i + 2] ?? 0, rects[i + 3] ?? 0);
  }
}

export function fillBatches(ctx: CanvasRenderingContext2D, batches: Map<string, Batch>): void {
  for (const [colour, rects] of batches) {
    ctx.fillStyle = colour;
    tracePath(ctx, rects);
    ctx.fill();
  }
}

export function strokeBatches(
  ctx: CanvasRenderingContext2D,
  batches: Map<string, Batch>,
  lineWidth: number,
  dash: readonly number[] = [],
): void {
  ctx.lineWidth = lineWidth;
  ctx.setLineDash(dash as number[]);
  for (const [colour, rects] of batches) {
    ctx.strokeStyle = colour;
    tracePath(ctx, rects);
    ctx.stroke();
  }
  ctx.setLineDash([]);
}

/**
 * Sizes a canvas for an area (sharp on high-density screens), clears it white and writes the row
 * and column names; answers its context, or undefined when the browser gives none.
 */
export function startAreaCanvas(
  canvas: HTMLCanvasElement,
  area: AreaModel,
  m: GridMetrics = GRID,
): CanvasRenderingContext2D | undefined {
  const { width, height } = gridSize(area.shape, m);
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!ctx) return undefined;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  drawLabels(ctx, area, m);
  return ctx;
}

function drawLabels(ctx: CanvasRenderingContext2D, area: AreaModel, m: GridMetrics): void {
  // Labels grow with a zoomed grid, up to a size that still fits a column.
  const scale = Math.min(m.slotWidth / GRID.slotWidth, 1.6);
  ctx.fillStyle = LABEL;
  ctx.font = `${Math.round(9 * scale)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  area.columns.forEach((name, column) => {
    ctx.fillText(name, columnLabelX(column, m), m.headerHeight / 2);
  });
  ctx.textAlign = 'right';
  ctx.font = `${Math.round(10 * scale)}px system-ui, sans-serif`;
  area.rowNames.forEach((name, row) => {
    ctx.fillText(name, m.labelWidth - 6, rowLabelY(area.shape, row, m));
  });
}

import { type BoxFilter, boxShown, isFiltering, UNKNOWN_LINER_COLOUR } from './box-filter.ts';
import { columnLabelX, GRID, gridSize, rowLabelY, slotRect } from './slot-grid.ts';
import { type AreaModel, CELL, spanOf, type YardModel } from './yard-model.ts';

const EMPTY_SLOT = '#dfe4ea';
const LABEL = '#4a5562';
/** Boxes the filter leaves out stay in place, faded, so the stacks keep their shape. */
const FADED_ALPHA = 0.15;
const FOUND_OUTLINE = '#e8112d';
const PICKED_OUTLINE = '#1668dc';

export interface DrawOptions {
  filter: BoxFilter;
  /** Liner id → colour. */
  colours: ReadonlyMap<number, string>;
  /** The box being moved (Update Location), outlined. */
  picked?: number;
}

/** Rectangles to fill with one style: x, y, width, height, one after the other. */
type Batch = number[];

function batchOf(batches: Map<string, Batch>, key: string): Batch {
  const batch = batches.get(key);
  if (batch) return batch;
  const created: Batch = [];
  batches.set(key, created);
  return created;
}

function fillBatches(ctx: CanvasRenderingContext2D, batches: Map<string, Batch>): void {
  for (const [colour, rects] of batches) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    for (let i = 0; i < rects.length; i += 4) {
      ctx.rect(rects[i] ?? 0, rects[i + 1] ?? 0, rects[i + 2] ?? 0, rects[i + 3] ?? 0);
    }
    ctx.fill();
  }
}

/**
 * Draws one area's slots on its canvas: every slot a rectangle in its box's liner colour, empty
 * slots grey, a 40 ft slot (or box) one rectangle across its pair. The slots are gathered by
 * colour and each colour filled as one path: faster than a `fillRect` per slot with the fill
 * style changed for nearly every one, and than writing the pixels by hand (measured in Chromium
 * on 120,000 slots: about 25 % and 35 % faster).
 */
export function drawArea(
  canvas: HTMLCanvasElement,
  area: AreaModel,
  model: YardModel,
  options: DrawOptions,
): void {
  const { width, height } = gridSize(area.shape);
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  drawLabels(ctx, area);

  const { shape, slots, pairs } = area;
  const { boxes, boxCell } = model;
  const filtering = isFiltering(options.filter);
  const shown = new Map<string, Batch>();
  const faded = new Map<string, Batch>();
  const outlined = new Map<string, Batch>();
  for (let row = 0; row < shape.rows; row++) {
    for (let column = 0; column < shape.columns; column++) {
      const cell = row * shape.columns + column;
      const pair = pairs[cell];
      if (pair === CELL.none) continue;
      for (let tier = 0; tier < shape.tiers; tier++) {
        const box = (slots[cell * shape.tiers + tier] ?? 0) - 1;
        let colour = EMPTY_SLOT;
        let span = pair === CELL.left ? 2 : 1;
        let visible = true;
        if (box >= 0) {
          // A long box is drawn once, from the cell it is listed at.
          if (boxCell[box] !== cell) continue;
          span = spanOf(model, box);
          colour = options.colours.get(boxes.linerIds[box] ?? 0) ?? UNKNOWN_LINER_COLOUR;
          visible = !filtering || boxShown(boxes, options.filter, box);
        } else if (pair === CELL.right) {
          continue; // drawn with its left half
        }
        const rect = slotRect(shape, { row, column, tier }, span);
        batchOf(visible ? shown : faded, colour).push(rect.x, rect.y, rect.width, rect.height);
        if (box >= 0 && (box === options.picked || (visible && options.filter.found))) {
          const outline = box === options.picked ? PICKED_OUTLINE : FOUND_OUTLINE;
          batchOf(outlined, outline).push(rect.x - 1, rect.y - 1, rect.width + 2, rect.height + 2);
        }
      }
    }
  }
  fillBatches(ctx, shown);
  ctx.globalAlpha = FADED_ALPHA;
  fillBatches(ctx, faded);
  ctx.globalAlpha = 1;
  ctx.lineWidth = 2;
  for (const [colour, rects] of outlined) {
    ctx.strokeStyle = colour;
    ctx.beginPath();
    for (let i = 0; i < rects.length; i += 4) {
      ctx.rect(rects[i] ?? 0, rects[i + 1] ?? 0, rects[i + 2] ?? 0, rects[i + 3] ?? 0);
    }
    ctx.stroke();
  }
}

function drawLabels(ctx: CanvasRenderingContext2D, area: AreaModel): void {
  ctx.fillStyle = LABEL;
  ctx.font = '9px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  area.columns.forEach((name, column) => {
    ctx.fillText(name, columnLabelX(column), GRID.headerHeight / 2);
  });
  ctx.textAlign = 'right';
  ctx.font = '10px system-ui, sans-serif';
  area.rowNames.forEach((name, row) => {
    ctx.fillText(name, GRID.labelWidth - 6, rowLabelY(area.shape, row));
  });
}

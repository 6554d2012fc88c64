import type { Page } from 'playwright-core';
import { slotCentre } from '../../apps/web/src/components/yard-grid/slot-grid.ts';
import { apiLogin, DEMO } from './session.ts';

/**
 * The inventory's yard as a browser test needs it: where each box stands (read over the API) and
 * where each slot is drawn on its area's canvas (the screen's own geometry), so a test can point
 * at a box and read the pixel it was drawn with.
 */

interface Layout {
  areaLayouts: {
    name: string;
    cellNames: string[];
    maxHeight: number;
    rowLayouts: {
      name: string;
      cellLayouts: { id: number; fullName: string; merged: boolean }[];
    }[];
  }[];
}

interface Boxes {
  liners: { id: number; color: string }[];
  ids: number[];
  numbers: string;
  sizes: number[];
  linerIds: number[];
  cells: number[];
  heights: number[];
}

export interface Box {
  id: number;
  number: string;
  size: number;
  colour: string;
  /** Full name of its (left) cell and its height. */
  cell: string;
  height: number;
  location: string;
}

export class InventoryYard {
  readonly url: string;
  private readonly cookie: string;
  readonly layout: Layout;
  readonly boxes: Box[];

  private constructor(url: string, cookie: string, layout: Layout, boxes: Box[]) {
    this.url = url;
    this.cookie = cookie;
    this.layout = layout;
    this.boxes = boxes;
  }

  static async read(url: string): Promise<InventoryYard> {
    const cookie = await apiLogin(url, DEMO.superadmin);
    const get = async <T>(path: string) =>
      (await (await fetch(`${url}${path}`, { headers: { cookie } })).json()) as T;
    const layout = await get<Layout>('/rest/yard/layout');
    const data = await get<Boxes>('/rest/yard/containers');
    const cellName = new Map(
      layout.areaLayouts.flatMap((a) =>
        a.rowLayouts.flatMap((r) => r.cellLayouts.map((c) => [c.id, c.fullName] as const)),
      ),
    );
    const colours = new Map(data.liners.map((l) => [l.id, l.color.toLowerCase()]));
    const boxes = data.ids.map((id, i) => {
      const cell = cellName.get(data.cells[i] ?? 0) ?? '';
      const height = data.heights[i] ?? 0;
      return {
        id,
        number: data.numbers.slice(i * 11, i * 11 + 11).trim(),
        size: data.sizes[i] ?? 20,
        colour: colours.get(data.linerIds[i] ?? 0) ?? '#000000',
        cell,
        height,
        location: `${cell}_${height}`,
      };
    });
    return new InventoryYard(url, cookie, layout, boxes);
  }

  /** A 20 ft box with nothing on top of it, in an area. */
  topBox(area: string): Box {
    const taken = new Set(this.boxes.map((b) => b.location));
    const box = this.boxes.find(
      (b) =>
        b.size === 20 && b.cell.startsWith(`${area}_`) && !taken.has(`${b.cell}_${b.height + 1}`),
    );
    if (!box) throw new Error(`no top box in ${area}`);
    return box;
  }

  /** The ground slot of an empty 20 ft cell of an area. */
  freeGround(area: string): string {
    const used = new Set(this.boxes.map((b) => b.cell));
    const layout = this.area(area);
    for (const row of layout.rowLayouts) {
      for (const cell of row.cellLayouts) {
        if (!cell.merged && !used.has(cell.fullName)) return `${cell.fullName}_1`;
      }
    }
    throw new Error(`no free ground in ${area}`);
  }

  area(name: string) {
    const area = this.layout.areaLayouts.find((a) => a.name === name);
    if (!area) throw new Error(`no area ${name}`);
    return area;
  }

  /** Where a slot key (`A_01_02_3`) is drawn on its area's canvas, in CSS pixels. */
  point(slot: string) {
    const [height, cell, row, ...area] = slot.split('_').reverse();
    const layout = this.area(area.reverse().join('_'));
    const shape = {
      rows: layout.rowLayouts.length,
      columns: layout.cellNames.length,
      tiers: layout.maxHeight,
    };
    return slotCentre(shape, {
      row: layout.rowLayouts.findIndex((r) => r.name === row),
      column: layout.cellNames.indexOf(cell ?? ''),
      tier: Number(height) - 1,
    });
  }

  /** Moves boxes over the API as another user's screen would. */
  async move(rows: { containerId: number; newLocation: string }[]): Promise<void> {
    const response = await fetch(`${this.url}/rest/yard/updateLocation`, {
      method: 'POST',
      headers: { cookie: this.cookie, 'content-type': 'application/json', pagepath: '/containers' },
      body: JSON.stringify(rows),
    });
    if (!response.ok) throw new Error(`move refused: ${await response.text()}`);
  }

  /** Moves every box off two columns of an area onto stacks of its other 20 ft columns. */
  async clearColumns(area: string, columns: readonly string[]): Promise<void> {
    const layout = this.area(area);
    const inColumns = (cell: string) => columns.some((c) => cell.endsWith(`_${c}`));
    const tops = new Map<string, number>();
    for (const row of layout.rowLayouts) {
      for (const cell of row.cellLayouts) {
        if (!cell.merged && !inColumns(cell.fullName)) tops.set(cell.fullName, 0);
      }
    }
    for (const box of this.boxes) {
      if (tops.has(box.cell)) tops.set(box.cell, Math.max(tops.get(box.cell) ?? 0, box.height));
    }
    const leaving = this.boxes
      .filter((b) => b.cell.startsWith(`${area}_`) && inColumns(b.cell))
      .sort((a, b) => b.height - a.height);
    for (const box of leaving) {
      const [cell, top] = [...tops].find(([, h]) => h < layout.maxHeight) ?? [];
      if (cell === undefined || top === undefined) throw new Error(`${area} is full`);
      tops.set(cell, top + 1);
      await this.move([{ containerId: box.id, newLocation: `${cell}_${top + 1}` }]);
    }
  }
}

/** The colour a canvas pixel was drawn with, as `#rrggbb` (once the area has been drawn). */
export function pixel(page: Page, area: string, at: { x: number; y: number }): Promise<string> {
  return page
    .locator(`canvas[data-area="${area}"][data-drawn]`)
    .evaluate((canvas: HTMLCanvasElement, { x, y }) => {
      const ratio = window.devicePixelRatio || 1;
      const data = canvas.getContext('2d')?.getImageData(x * ratio, y * ratio, 1, 1).data ?? [];
      return `#${[...data.slice(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    }, at);
}

import jpeg from 'jpeg-js';
import { GLYPH_COLS, GLYPH_ROWS, glyphCell } from './glyphs.ts';

export const DOOR_WIDTH = 640;
export const DOOR_HEIGHT = 400;

type Rgb = readonly [number, number, number];

/** Door paint per camera, so the feeds of one truck are told apart at a glance. */
const TINTS: Record<string, Rgb> = {
  'FRONT-CAM': [196, 206, 214],
  'REAR-CAM': [214, 200, 186],
  'TOP-CAM': [200, 214, 196],
  'LEFT-CAM': [206, 198, 214],
  'RIGHT-CAM': [214, 210, 188],
};

/**
 * A JPEG of a container's doors as a gate camera sees them: a light door with vertical ribs,
 * locking bars, and the box number painted large in dark letters (owner code, serial, check
 * digit, then the size-type code below), as the device simulator and the camera double serve it.
 */
export function doorJpeg(opts: {
  containerNumber: string;
  sizeType?: string;
  camId?: string;
  quality?: number;
}): Buffer {
  const width = DOOR_WIDTH;
  const height = DOOR_HEIGHT;
  const data = Buffer.alloc(width * height * 4);
  const tint = TINTS[opts.camId ?? ''] ?? TINTS['REAR-CAM'] ?? [210, 210, 210];
  const put = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 4;
    data[i] = r;
    data[i + 1] = g;
    data[i + 2] = b;
    data[i + 3] = 255;
  };
  const rect = (x0: number, y0: number, w: number, h: number, colour: Rgb) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) put(x, y, colour);
  };
  rect(0, 0, width, height, tint);
  // Corrugation: a darker rib every 40 px, and the locking bars of the two doors.
  const shade = (c: Rgb, d: number): Rgb => [c[0] - d, c[1] - d, c[2] - d];
  for (let x = 20; x < width; x += 40) rect(x, 0, 6, height, shade(tint, 18));
  for (const x of [150, 250, 390, 490]) rect(x, 0, 8, height, shade(tint, 60));
  rect(width / 2 - 2, 0, 4, height, shade(tint, 90));
  // The number: a light plate so the letters stand out, as the paint does on a real door.
  // Each glyph's 5×7 cells are sampled bilinearly and cut at half: the letters come out with
  // rounded strokes, as painted ones are, which OCR reads far better than square pixels.
  const cellAt = (char: string, col: number, row: number) =>
    col >= 0 && row >= 0 && col < GLYPH_COLS && row < GLYPH_ROWS && glyphCell(char, col, row)
      ? 1
      : 0;
  const inked = (char: string, u: number, v: number) => {
    const c = Math.floor(u - 0.5);
    const r = Math.floor(v - 0.5);
    const fu = u - 0.5 - c;
    const fv = v - 0.5 - r;
    const top = cellAt(char, c, r) * (1 - fu) + cellAt(char, c + 1, r) * fu;
    const bottom = cellAt(char, c, r + 1) * (1 - fu) + cellAt(char, c + 1, r + 1) * fu;
    return top * (1 - fv) + bottom * fv >= 0.45;
  };
  const text = (line: string, x0: number, y0: number, scale: number) => {
    const advance = (GLYPH_COLS + 2) * scale;
    rect(
      x0 - scale * 2,
      y0 - scale * 2,
      advance * line.length + scale * 2,
      (GLYPH_ROWS + 4) * scale,
      [240, 240, 236],
    );
    [...line].forEach((char, i) => {
      for (let y = 0; y < GLYPH_ROWS * scale; y++)
        for (let x = 0; x < GLYPH_COLS * scale; x++)
          if (inked(char, x / scale, y / scale)) put(x0 + i * advance + x, y0 + y, [24, 28, 36]);
    });
  };
  const number = opts.containerNumber;
  const spaced = `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`;
  text(spaced, 40, 60, 6);
  if (opts.sizeType) text(opts.sizeType, 40, 150, 6);
  const encoded = jpeg.encode({ data, width, height }, opts.quality ?? 85);
  return Buffer.from(encoded.data);
}

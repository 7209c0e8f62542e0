/**
 * Drawing coverage masks (glyphs) onto a palette image: 8-bit colour indices in PNG
 * scanlines. Coverage is rounded to sixteenths, so each text colour over each background
 * colour needs at most sixteen palette entries, and a card fits in 256 colours. Pure pixel
 * arithmetic, so the renderer can be tested without images.
 */

export interface AlphaMask {
  /** Offset of the mask's top-left pixel from the pen position. */
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  /** Coverage in steps of 0 … SHADES, row by row. */
  readonly shades: Uint8Array;
  /** Per row, the first column with coverage and one past the last (equal when the row is empty). */
  readonly spanStart: Uint16Array;
  readonly spanEnd: Uint16Array;
}

export interface IndexedRows {
  /** One palette index per pixel. */
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** Bytes from one row to the next. */
  readonly stride: number;
  /** Bytes before the first pixel of each row (PNG keeps a filter byte there). */
  readonly rowOffset: number;
}

/** Coverage steps: 0 (background) … SHADES (the text colour). */
export const SHADES = 16;

/**
 * A mask from 8-bit coverage: rounded to shades once, and each row's covered span found once,
 * so drawing it (many times, from a cache) skips the empty margins.
 */
export function alphaMask(left: number, top: number, width: number, height: number, coverage: Uint8Array): AlphaMask {
  const shades = new Uint8Array(width * height);
  const spanStart = new Uint16Array(height);
  const spanEnd = new Uint16Array(height);
  for (let row = 0; row < height; row++) {
    let first = width;
    let last = 0;
    for (let col = 0; col < width; col++) {
      const shade = Math.round(((coverage[row * width + col] ?? 0) * SHADES) / 255);
      shades[row * width + col] = shade;
      if (shade > 0) {
        first = Math.min(first, col);
        last = col + 1;
      }
    }
    spanStart[row] = Math.min(first, last);
    spanEnd[row] = last;
  }
  return { left, top, width, height, shades, spanStart, spanEnd };
}

export type Rgb = readonly [number, number, number];

/** A palette of at most 256 colours that hands out indices and remembers blends. */
export class Palette {
  readonly colours: Rgb[] = [];
  readonly #index = new Map<number, number>();
  readonly #shades = new Map<number, Int16Array>();

  /** The index of `rgb`: a new entry while there is room, else the nearest colour. */
  indexOf(rgb: Rgb): number {
    const key = (rgb[0] << 16) | (rgb[1] << 8) | rgb[2];
    const known = this.#index.get(key);
    if (known !== undefined) return known;
    if (this.colours.length < 256) {
      this.colours.push(rgb);
      this.#index.set(key, this.colours.length - 1);
      return this.colours.length - 1;
    }
    let best = 0;
    let bestDistance = Infinity;
    this.colours.forEach((c, i) => {
      const d = (c[0] - rgb[0]) ** 2 + (c[1] - rgb[1]) ** 2 + (c[2] - rgb[2]) ** 2;
      if (d < bestDistance) [best, bestDistance] = [i, d];
    });
    return best;
  }

  /**
   * Blends of `colour` over every palette entry, by `under * (SHADES + 1) + shade`; −1 where
   * not worked out yet (see shadeAt).
   */
  shadeTable(colour: Rgb): Int16Array {
    const key = (colour[0] << 16) | (colour[1] << 8) | colour[2];
    let table = this.#shades.get(key);
    if (!table) {
      table = new Int16Array(256 * (SHADES + 1)).fill(-1);
      this.#shades.set(key, table);
    }
    return table;
  }

  /** The index of `colour` laid with coverage shade/SHADES over the colour at `under`. */
  shadeAt(table: Int16Array, colour: Rgb, under: number, shade: number): number {
    const slot = under * (SHADES + 1) + shade;
    let index = table[slot]!;
    if (index < 0) {
      index = this.indexOf(blend(this.colours[under] ?? colour, colour, shade / SHADES));
      table[slot] = index;
    }
    return index;
  }
}

/** `over` laid on `under` with opacity `alpha` (0–1), rounded per channel. */
export function blend(under: Rgb, over: Rgb, alpha: number): Rgb {
  return [
    Math.round(under[0] + (over[0] - under[0]) * alpha),
    Math.round(under[1] + (over[1] - under[1]) * alpha),
    Math.round(under[2] + (over[2] - under[2]) * alpha),
  ];
}

/**
 * Draws `mask` at pen position (x, y) in `colour`. Pixels outside the image are skipped.
 * Returns the rows touched, or undefined when none were.
 */
export function drawMask(
  image: IndexedRows,
  palette: Palette,
  mask: AlphaMask,
  x: number,
  y: number,
  colour: Rgb,
): { readonly top: number; readonly bottom: number } | undefined {
  const x0 = x + mask.left;
  const y0 = y + mask.top;
  const colStart = Math.max(0, -x0);
  const colEnd = Math.min(mask.width, image.width - x0);
  const rowStart = Math.max(0, -y0);
  const rowEnd = Math.min(mask.height, image.height - y0);
  if (colStart >= colEnd || rowStart >= rowEnd) return undefined;
  const { pixels } = image;
  const { shades, spanStart, spanEnd } = mask;
  const table = palette.shadeTable(colour);
  for (let row = rowStart; row < rowEnd; row++) {
    const from = Math.max(colStart, spanStart[row]!);
    const to = Math.min(colEnd, spanEnd[row]!);
    let p = (y0 + row) * image.stride + image.rowOffset + x0 + from;
    let m = row * mask.width + from;
    for (let col = from; col < to; col++, p++, m++) {
      const shade = shades[m]!;
      if (shade === 0) continue;
      const under = pixels[p]!;
      const known = table[under * (SHADES + 1) + shade]!;
      pixels[p] = known >= 0 ? known : palette.shadeAt(table, colour, under, shade);
    }
  }
  return { top: y0 + rowStart, bottom: y0 + rowEnd };
}

/** "#0b1f3a" → [11, 31, 58]. */
export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

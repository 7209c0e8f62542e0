/**
 * Coverage masks of glyphs, rasterised by librsvg (through sharp) from HarfBuzz outlines and
 * kept in a byte-bounded LRU. A card reuses nearly all of its glyphs from earlier cards, so
 * rasterising is paid once per glyph, size and quarter-pixel offset, not once per card.
 */
import sharp from "sharp";
import { LRUCache } from "lru-cache";
import { alphaMask, type AlphaMask } from "../../lib/og/alpha-mask.ts";
import type { CardFont } from "./text-shaping.ts";

/** Horizontal positions are rounded to a quarter pixel; each quarter has its own mask. */
export const SUBPIXEL_STEPS = 4;

export interface GlyphRequest {
  readonly font: CardFont;
  readonly glyph: number;
  readonly size: number;
  /** 0 … SUBPIXEL_STEPS − 1. */
  readonly phase: number;
}

/** One number per font, glyph, size (under 512 px) and phase. */
export const glyphKey = (g: GlyphRequest): number =>
  ((g.font.serial * 65536 + g.glyph) * 512 + Math.min(511, g.size)) * SUBPIXEL_STEPS + g.phase;

// About 4,000 masks of 1 KB: every glyph of a few languages at the card's sizes.
const masks = new LRUCache<number, AlphaMask>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (mask) => mask.shades.byteLength + mask.height * 4 + 64,
});
/** SVG sheets rasterised so far. */
let sheets = 0;
/** Glyphs being rasterised, so concurrent cards wait for one render instead of starting their own. */
const pending = new Map<number, Promise<ReadonlyMap<number, AlphaMask>>>();

/**
 * The mask of every requested glyph, by glyphKey. Missing ones are drawn in one SVG, stacked
 * one under the other, and cut apart: one rasterisation per card at most.
 */
export async function glyphMasks(requests: readonly GlyphRequest[]): Promise<Map<number, AlphaMask>> {
  const found = new Map<number, AlphaMask>();
  const missing = new Map<number, GlyphRequest>();
  const waits = new Set<Promise<ReadonlyMap<number, AlphaMask>>>();
  for (const request of requests) {
    const key = glyphKey(request);
    if (found.has(key) || missing.has(key)) continue;
    const cached = masks.get(key);
    if (cached) {
      found.set(key, cached);
      continue;
    }
    const inFlight = pending.get(key);
    if (inFlight) waits.add(inFlight);
    else missing.set(key, request);
  }
  if (missing.size > 0) {
    const job = rasterise(missing);
    for (const key of missing.keys()) pending.set(key, job);
    waits.add(job);
    const settle = () => {
      for (const key of missing.keys()) if (pending.get(key) === job) pending.delete(key);
    };
    job.then(settle, settle);
  }
  for (const drawn of await Promise.all(waits)) for (const [key, mask] of drawn) found.set(key, mask);
  return found;
}

interface Slot {
  readonly key: number;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly y: number;
}

async function rasterise(missing: ReadonlyMap<number, GlyphRequest>): Promise<ReadonlyMap<number, AlphaMask>> {
  const paths: string[] = [];
  const slots: Slot[] = [];
  let y = 0;
  for (const [key, { font, glyph, size, phase }] of missing) {
    const scale = size / font.upem;
    const e = font.font.glyphExtents(glyph) ?? { xBearing: 0, yBearing: 0, width: 0, height: 0 };
    // One pixel of margin each side for antialiasing and the sub-pixel shift.
    const left = Math.floor(e.xBearing * scale) - 1;
    const top = Math.floor(-e.yBearing * scale) - 1;
    const width = Math.max(1, Math.ceil(e.width * scale) + 3);
    const height = Math.max(1, Math.ceil(-e.height * scale) + 3);
    const d = font.font.glyphToPath(glyph);
    if (d) {
      const dx = phase / SUBPIXEL_STEPS - left;
      paths.push(`<path transform="translate(${dx} ${y - top}) scale(${scale} ${-scale})" d="${d}"/>`);
    }
    slots.push({ key, left, top, width, height, y });
    y += height;
  }
  const sheetWidth = Math.max(...slots.map((s) => s.width));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${sheetWidth}" height="${y}"><g fill="#fff">${paths.join("")}</g></svg>`;
  sheets += 1;
  const alpha = await sharp(Buffer.from(svg)).extractChannel(3).raw().toBuffer();
  const drawn = new Map<number, AlphaMask>();
  for (const s of slots) {
    const coverage = new Uint8Array(s.width * s.height);
    for (let row = 0; row < s.height; row++) {
      const from = (s.y + row) * sheetWidth;
      coverage.set(alpha.subarray(from, from + s.width), row * s.width);
    }
    const mask = alphaMask(s.left, s.top, s.width, s.height, coverage);
    masks.set(s.key, mask);
    drawn.set(s.key, mask);
  }
  return drawn;
}

/** For tests and measurements: masks held, their bytes, and rasterisations so far. */
export function glyphMaskStats(): { masks: number; bytes: number; sheets: number } {
  return { masks: masks.size, bytes: masks.calculatedSize, sheets };
}

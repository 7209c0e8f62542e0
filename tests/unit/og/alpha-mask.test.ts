import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  alphaMask,
  blend,
  drawMask,
  hexToRgb,
  Palette,
  SHADES,
  type AlphaMask,
} from "../../../src/lib/og/alpha-mask.ts";

const BG = [11, 31, 58] as const;
const WHITE = [255, 255, 255] as const;

function image(width: number, height: number, palette: Palette) {
  const stride = width + 1;
  const pixels = new Uint8Array(stride * height).fill(palette.indexOf(BG));
  for (let y = 0; y < height; y++) pixels[y * stride] = 0;
  return { pixels, width, height, stride, rowOffset: 1 };
}

const square = (size: number, coverage: number): AlphaMask =>
  alphaMask(0, -size, size, size, new Uint8Array(size * size).fill(coverage));

describe("Palette", () => {
  it("hands out one index per colour, then the nearest colour once full", () => {
    const palette = new Palette();
    expect(palette.indexOf([1, 2, 3])).toBe(0);
    expect(palette.indexOf([4, 5, 6])).toBe(1);
    expect(palette.indexOf([1, 2, 3])).toBe(0);
    for (let i = 0; i < 300; i++) palette.indexOf([i % 256, 100, Math.floor(i / 256)]);
    expect(palette.colours).toHaveLength(256);
    const near = palette.indexOf([250, 101, 9]);
    expect(palette.colours[near]).toEqual([250, 100, 0]);
  });

  it("blends by coverage", () => {
    expect(blend(BG, WHITE, 0)).toEqual(BG);
    expect(blend(BG, WHITE, 1)).toEqual(WHITE);
    expect(blend([0, 0, 0], [255, 100, 50], 0.5)).toEqual([128, 50, 25]);
    expect(hexToRgb("#5eead4")).toEqual([94, 234, 212]);
  });
});

describe("alphaMask", () => {
  it("finds the covered span of each row", () => {
    const coverage = Uint8Array.from([0, 0, 0, 0, 0, 200, 9, 0, 255, 0, 0, 1]);
    const mask = alphaMask(0, 0, 4, 3, coverage);
    expect([...mask.spanStart, ...mask.spanEnd]).toEqual([0, 1, 0, 0, 3, 1]);
    expect([...mask.shades]).toEqual([0, 0, 0, 0, 0, 13, 1, 0, 16, 0, 0, 0]);
  });
});

describe("drawMask", () => {
  it("paints full coverage in the colour and leaves zero coverage alone", () => {
    const palette = new Palette();
    const img = image(10, 10, palette);
    const rows = drawMask(img, palette, square(3, 255), 2, 5, WHITE);
    expect(rows).toEqual({ top: 2, bottom: 5 });
    const at = (x: number, y: number) => palette.colours[img.pixels[y * img.stride + 1 + x]!];
    expect(at(2, 2)).toEqual(WHITE);
    expect(at(4, 4)).toEqual(WHITE);
    expect(at(5, 4)).toEqual(BG);
    expect(at(2, 5)).toEqual(BG);
    expect(drawMask(img, palette, square(3, 0), 0, 9, WHITE)).toEqual({ top: 6, bottom: 9 });
    expect(at(0, 7)).toEqual(BG);
    // The filter byte of every row is untouched.
    for (let y = 0; y < 10; y++) expect(img.pixels[y * img.stride]).toBe(0);
  });

  it("clips at the edges and reports nothing when wholly outside", () => {
    const palette = new Palette();
    const img = image(4, 4, palette);
    expect(drawMask(img, palette, square(3, 255), -2, 1, WHITE)).toEqual({ top: 0, bottom: 1 });
    expect(drawMask(img, palette, square(3, 255), 10, 2, WHITE)).toBeUndefined();
    expect(drawMask(img, palette, square(3, 255), 0, -1, WHITE)).toBeUndefined();
  });

  it("never needs more than SHADES entries per colour over one background", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (coverage) => {
        const palette = new Palette();
        const img = image(4, 4, palette);
        drawMask(img, palette, alphaMask(0, -4, 4, 4, coverage), 0, 4, WHITE);
        expect(palette.colours.length).toBeLessThanOrEqual(1 + SHADES);
        // Each pixel is within half a shade step of the exact blend.
        for (let i = 0; i < 16; i++) {
          const drawn = palette.colours[img.pixels[Math.floor(i / 4) * img.stride + 1 + (i % 4)]!]!;
          const exact = blend(BG, WHITE, coverage[i]! / 255);
          for (let c = 0; c < 3; c++) expect(Math.abs(drawn[c]! - exact[c]!)).toBeLessThanOrEqual(255 / SHADES / 2 + 1);
        }
      }),
    );
  });
});

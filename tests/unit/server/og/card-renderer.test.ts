import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { salaryCardLayout } from "../../../../src/lib/og/salary-card-layout.ts";
import { fontDir, loadedFamilies, renderCardPng } from "../../../../src/server/og/card-renderer.ts";
import { cardModel } from "../../lib/og/card-model.ts";

/** Run with OG_UPDATE_SCREENSHOTS=1 to write the reference images after a deliberate change. */
const UPDATE = process.env.OG_UPDATE_SCREENSHOTS === "1";
const SCREENSHOTS = fileURLToPath(new URL("./__screenshots__/", import.meta.url));

interface Raster {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

async function raster(png: Buffer): Promise<Raster> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const pixel = (r: Raster, x: number, y: number) => [
  ...r.data.subarray((y * r.width + x) * 3, (y * r.width + x) * 3 + 3),
];

/** Share of pixels that differ by more than a faint antialiasing step in some channel. */
function differingShare(a: Raster, b: Raster): number {
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 3) {
    const d = Math.max(
      Math.abs(a.data[i]! - b.data[i]!),
      Math.abs(a.data[i + 1]! - b.data[i + 1]!),
      Math.abs(a.data[i + 2]! - b.data[i + 2]!),
    );
    if (d > 24) differing++;
  }
  return differing / (a.width * a.height);
}

/** Columns of rows [top, bottom) where white title text is drawn. */
function inkColumns(r: Raster, top: number, bottom: number): { first: number; last: number } {
  let first = r.width;
  let last = -1;
  for (let y = top; y < bottom; y++) {
    for (let x = 0; x < r.width; x++) {
      const [red, green, blue] = pixel(r, x, y);
      if (red! > 200 && green! > 200 && blue! > 200) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    }
  }
  return { first, last };
}

/** Rows of the title band of a one-line title, between the brand and the subtitle. */
const TITLE_BAND = [150, 250] as const;

const card = async (title: string, lang: string, dir: "ltr" | "rtl" = "ltr") =>
  renderCardPng(salaryCardLayout(cardModel(title, dir, undefined, lang)));

describe("renderCardPng", () => {
  it("draws an opaque 1200×630 PNG in the card's colours", async () => {
    const png = await card("nurse", "en");
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    const r = await raster(png);
    expect(pixel(r, 600, 5)).toEqual([0x5e, 0xea, 0xd4]); // accent stripe
    expect(pixel(r, 1190, 330)).toEqual([0x0b, 0x1f, 0x3a]); // background
    expect(pixel(r, 100, 540)).toEqual([0x1f, 0x31, 0x4a]); // figures panel
  });

  it("starts the title at the reading edge: left in English, right in Arabic", async () => {
    const ltr = inkColumns(await raster(await card("nurse", "en")), ...TITLE_BAND);
    expect(ltr.first).toBeGreaterThanOrEqual(72);
    expect(ltr.first).toBeLessThan(82);
    expect(ltr.last).toBeLessThan(600);
    const rtl = inkColumns(await raster(await card("ممرضة", "ar", "rtl")), ...TITLE_BAND);
    expect(rtl.last).toBeLessThanOrEqual(1128);
    expect(rtl.last).toBeGreaterThan(1110);
    expect(rtl.first).toBeGreaterThan(600);
  });

  it("draws right-to-left text from the right: the first word is the rightmost", async () => {
    // "مطور" alone, and followed by a second word. Drawn right to left, the first word keeps
    // its place at the right edge and the second is added to its left; drawn left to right,
    // the first word would move to the left end.
    const first = await raster(await card("مطور", "ar", "rtl"));
    const both = await raster(await card("مطور برمجيات", "ar", "rtl"));
    const alone = inkColumns(first, ...TITLE_BAND);
    const together = inkColumns(both, ...TITLE_BAND);
    expect(together.last).toBe(alone.last);
    expect(together.first).toBeLessThan(alone.first - 100);
    let same = 0;
    let inked = 0;
    for (let y = TITLE_BAND[0]; y < TITLE_BAND[1]; y++) {
      for (let x = alone.first; x <= alone.last; x++) {
        const a = pixel(first, x, y);
        if (a[0]! > 200) {
          inked++;
          if (pixel(both, x, y)[0]! > 200) same++;
        }
      }
    }
    expect(inked).toBeGreaterThan(200);
    expect(same / inked).toBeGreaterThan(0.95);
  });

  it("draws the same card the same way, whatever was drawn in between", async () => {
    const a = await card("nurse", "en");
    await card("WWWWWWWWWWWWWWWWWWWW", "en");
    await card("软件开发人员", "zh");
    expect((await card("nurse", "en")).equals(a)).toBe(true);
  });

  it("registers a script's fonts only once a card needs them", async () => {
    await card("nurse", "en");
    expect(loadedFamilies()).toContain("latin");
    await card("소프트웨어 개발자", "ko");
    expect(loadedFamilies()).toContain("kr");
    expect(existsSync(fontDir())).toBe(true);
  });
});

/**
 * Reference images of one card per script. A shaping regression (unjoined Arabic letters,
 * Indic vowel signs in logical instead of visual order, a missing conjunct, boxes for CJK)
 * moves many pixels; the tolerance only absorbs antialiasing differences.
 */
describe("card screenshots", () => {
  const cases: [name: string, title: string, lang: string, dir?: "ltr" | "rtl"][] = [
    ["arabic", "مطور برمجيات", "ar", "rtl"],
    ["devanagari", "सॉफ्टवेयर डेवलपर", "hi"],
    ["bengali", "সফটওয়্যার ডেভেলপার", "bn"],
    ["tamil", "மென்பொருள் உருவாக்குநர்", "ta"],
    ["japanese", "ソフトウェア開発者", "ja"],
    ["chinese", "软件开发人员", "zh"],
    ["korean", "소프트웨어 개발자", "ko"],
    ["latin-french", "Développeur logiciel", "fr"],
    ["latin-turkish", "Yazılım geliştirici", "tr"],
  ];

  it.each(cases)("%s", async (name, title, lang, dir = "ltr") => {
    const png = await card(title, lang, dir);
    const file = `${SCREENSHOTS}${name}.png`;
    if (UPDATE || !existsSync(file)) {
      if (!UPDATE) throw new Error(`No reference image ${file}: run with OG_UPDATE_SCREENSHOTS=1 and look at it`);
      mkdirSync(SCREENSHOTS, { recursive: true });
      writeFileSync(file, png);
    }
    const actual = await raster(png);
    const expected = await raster(readFileSync(file));
    expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
    expect(differingShare(actual, expected)).toBeLessThan(0.001);
  });

  it("tells scripts apart: the Hindi card is not the Bengali one", async () => {
    const hindi = await raster(readFileSync(`${SCREENSHOTS}devanagari.png`));
    const bengali = await raster(readFileSync(`${SCREENSHOTS}bengali.png`));
    expect(differingShare(hindi, bengali)).toBeGreaterThan(0.005);
  });
});

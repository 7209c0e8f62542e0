import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { salaryCardLayout } from "../../../src/lib/og/salary-card-layout.ts";
import { cardModel } from "./card-model.ts";
import { renderCardPng } from "../../../src/server/og/card-png.ts";
import { shapeLine } from "../../../src/server/og/text-shaping.ts";
import { glyphMaskStats } from "../../../src/server/og/glyph-masks.ts";

const model = (title: string, lang = "en", dir: "ltr" | "rtl" = "ltr") => cardModel(title, dir, undefined, lang);

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  return { info, at };
}

/** Columns of the title band (rows 170–235 for a one-line title) that text is drawn on. */
async function titleColumns(png: Buffer): Promise<{ first: number; last: number }> {
  const { info, at } = await pixels(png);
  let first = info.width;
  let last = -1;
  for (let y = 170; y < 235; y++) {
    for (let x = 0; x < info.width; x++) {
      const [r, g, b] = at(x, y);
      if (r! > 200 && g! > 200 && b! > 200) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    }
  }
  return { first, last };
}

describe("renderCardPng", () => {
  it("draws an opaque 1200×630 palette PNG over the frame's exact colours", async () => {
    const png = await renderCardPng(salaryCardLayout(model("nurse")));
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels, meta.isPalette]).toEqual(["png", 1200, 630, 3, true]);
    const { at } = await pixels(png);
    expect(at(600, 5)).toEqual([0x5e, 0xea, 0xd4]); // accent stripe
    expect(at(600, 330)).toEqual([0x0b, 0x1f, 0x3a]); // background
    expect(at(300, 540)).toEqual([0x1f, 0x31, 0x4a]); // figures panel
  });

  it("starts the title at the reading edge: left in English, right in Arabic", async () => {
    const ltr = await titleColumns(await renderCardPng(salaryCardLayout(model("nurse"))));
    expect(ltr.first).toBeGreaterThanOrEqual(72);
    expect(ltr.first).toBeLessThan(80);
    expect(ltr.last).toBeLessThan(600);
    const rtl = await titleColumns(await renderCardPng(salaryCardLayout(model("ممرضة", "ar", "rtl"))));
    expect(rtl.last).toBeLessThanOrEqual(1128);
    expect(rtl.last).toBeGreaterThan(1118);
    expect(rtl.first).toBeGreaterThan(600);
  });

  it("draws the same card the same way, whatever was drawn in between", async () => {
    // The palette only grows, so the bytes may differ; the pixels may not.
    const decoded = async (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();
    const a = salaryCardLayout(model("nurse"));
    const b = salaryCardLayout(model("WWWWWWWWWWWWWWWWWWWW"));
    const first = await decoded(await renderCardPng(a));
    await Promise.all([renderCardPng(b), renderCardPng(b), renderCardPng(a), renderCardPng(b)]);
    expect((await decoded(await renderCardPng(a))).equals(first)).toBe(true);
    expect((await decoded(await renderCardPng(b))).equals(first)).toBe(false);
  });

  it("rasterises a glyph once: drawing a card again needs no new masks", async () => {
    const layout = salaryCardLayout(model("pharmacist"));
    await renderCardPng(layout);
    const before = glyphMaskStats();
    await renderCardPng(layout);
    const after = glyphMaskStats();
    expect(after.sheets).toBe(before.sheets);
    expect(after.masks).toBe(before.masks);
    expect(before.bytes).toBeGreaterThan(0);
  });
});

describe("shapeLine", () => {
  it("finds a glyph in the bundled fonts for every script the site is written in", () => {
    const samples: [string, string, "ltr" | "rtl"][] = [
      ["Ingénieur logiciel · 5 ans", "fr", "ltr"],
      ["Kỹ sư phần mềm", "vi", "ltr"],
      ["Программист", "ru", "ltr"],
      ["Бағдарламашы", "kk", "ltr"],
      ["Dasturchi oʻqituvchi", "uz", "ltr"],
      ["Mühəndis", "az", "ltr"],
      ["مهندس برمجيات", "ar", "rtl"],
      ["سافٹ ویئر انجینئر", "ur", "rtl"],
      ["د سافټویر انجنیر", "ps", "rtl"],
      ["सॉफ़्टवेयर इंजीनियर", "hi", "ltr"],
      ["সফটওয়্যার প্রকৌশলী", "bn", "ltr"],
      ["மென்பொருள் பொறியாளர்", "ta", "ltr"],
      ["ソフトウェアエンジニア", "ja", "ltr"],
      ["软件工程师", "zh", "ltr"],
      ["소프트웨어 엔지니어", "ko", "ltr"],
      ["₹3,10,658 · ￥7,674,572 · 12.345 €", "de", "ltr"],
    ];
    for (const [text, lang, dir] of samples) {
      const line = shapeLine(text, 40, 700, dir, lang);
      expect([text, line.glyphs.filter((g) => g.glyph === 0).length]).toEqual([text, 0]);
      expect(line.width).toBeGreaterThan(0);
    }
  });

  it("joins Arabic letters: a word takes less room than its letters alone", () => {
    const word = shapeLine("مهندس", 40, 400, "rtl", "ar");
    const apart = [..."مهندس"].reduce((sum, ch) => sum + shapeLine(ch, 40, 400, "rtl", "ar").width, 0);
    expect(word.width).toBeLessThan(apart);
  });

  it("puts a Latin word left of the Arabic before it in a right-to-left line", () => {
    const line = shapeLine("مهندس Java", 40, 400, "rtl", "ar");
    const latin = line.glyphs.filter((g) => g.font.id.startsWith("latin"));
    const arabic = line.glyphs.filter((g) => g.font.id.startsWith("arabic"));
    expect(latin.length).toBeGreaterThan(0);
    expect(arabic.length).toBeGreaterThan(0);
    expect(Math.max(...latin.map((g) => g.x))).toBeLessThan(Math.min(...arabic.map((g) => g.x)));
  });
});

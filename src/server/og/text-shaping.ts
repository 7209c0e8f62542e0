/**
 * Lines of card text as positioned glyphs: the Unicode bidi algorithm (bidi-js) splits a
 * line into directional runs, each run goes to the bundled Noto font of its script, and
 * HarfBuzz shapes it (joining Arabic letters, reordering Indic clusters, kerning).
 *
 * The fonts are npm packages, not system fonts, so a card looks the same on every machine.
 * Each font is read on first use: the CJK ones are 5–10 MB and most cards never need them.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import * as hb from "harfbuzzjs";
import bidiFactory from "bidi-js";
import { LRUCache } from "lru-cache";
import { familiesFor, isScriptNeutral, type CardFamily } from "../../lib/og/font-fallback.ts";
import { textRuns, visualOrder } from "../../lib/og/text-runs.ts";

const FONT_FILES: Readonly<Record<CardFamily, readonly [pkg: string, regular: string, bold: string]>> = {
  latin: ["@expo-google-fonts/noto-sans", "NotoSans_400Regular.ttf", "NotoSans_700Bold.ttf"],
  arabic: ["@expo-google-fonts/noto-sans-arabic", "NotoSansArabic_400Regular.ttf", "NotoSansArabic_700Bold.ttf"],
  devanagari: [
    "@expo-google-fonts/noto-sans-devanagari",
    "NotoSansDevanagari_400Regular.ttf",
    "NotoSansDevanagari_700Bold.ttf",
  ],
  bengali: ["@expo-google-fonts/noto-sans-bengali", "NotoSansBengali_400Regular.ttf", "NotoSansBengali_700Bold.ttf"],
  tamil: ["@expo-google-fonts/noto-sans-tamil", "NotoSansTamil_400Regular.ttf", "NotoSansTamil_700Bold.ttf"],
  jp: ["@expo-google-fonts/noto-sans-jp", "NotoSansJP_400Regular.ttf", "NotoSansJP_700Bold.ttf"],
  kr: ["@expo-google-fonts/noto-sans-kr", "NotoSansKR_400Regular.ttf", "NotoSansKR_700Bold.ttf"],
  sc: ["@expo-google-fonts/noto-sans-sc", "NotoSansSC_400Regular.ttf", "NotoSansSC_700Bold.ttf"],
};

export interface CardFont {
  /** Family and weight, e.g. "arabic-700". */
  readonly id: string;
  /** A small number unique per loaded font, for numeric cache keys. */
  readonly serial: number;
  readonly font: hb.Font;
  readonly upem: number;
  /** Per BMP code point: 0 not asked yet, 1 has a glyph, 2 has none. Fixed size, whatever visitors type. */
  readonly has: Uint8Array;
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, CardFont>();

function fontFile(family: CardFamily, weight: 400 | 700): string {
  const [pkg, regular, bold] = FONT_FILES[family];
  const dir = weight === 700 ? "700Bold" : "400Regular";
  // The packages declare no "exports", so the file resolves through their package.json.
  return require.resolve(`${pkg}/package.json`).replace(/package\.json$/, `${dir}/${weight === 700 ? bold : regular}`);
}

function cardFont(family: CardFamily, weight: 400 | 700): CardFont {
  const id = `${family}-${weight}`;
  let entry = loaded.get(id);
  if (!entry) {
    const face = new hb.Face(new hb.Blob(readFileSync(fontFile(family, weight))));
    entry = { id, serial: loaded.size, font: new hb.Font(face), upem: face.upem, has: new Uint8Array(0x10000) };
    loaded.set(id, entry);
  }
  return entry;
}

/** Joiners and variation selectors are formatting, not glyphs a font must have. */
const FORMATTING = /[\p{Cf}\p{Variation_Selector}]/u;

function covers(font: CardFont, grapheme: string): boolean {
  for (const ch of grapheme) {
    const cp = ch.codePointAt(0) ?? 0;
    const known = cp < 0x10000 ? font.has[cp] : 0;
    if (known === 2) return false;
    if (known === 1) continue;
    const has = FORMATTING.test(ch) || font.font.nominalGlyph(cp) !== undefined;
    if (cp < 0x10000) font.has[cp] = has ? 1 : 2;
    if (!has) return false;
  }
  return true;
}

export interface PlacedGlyph {
  readonly font: CardFont;
  readonly glyph: number;
  /** Pen position in pixels from the line's left end and its baseline (y grows down). */
  readonly x: number;
  readonly y: number;
}

export interface ShapedLine {
  readonly glyphs: readonly PlacedGlyph[];
  /** Advance width in pixels. */
  readonly width: number;
}

const bidi = bidiFactory();

// Most lines recur from card to card (the brand, labels, country and experience, common
// titles); only the figures are new each time. Shaping is the larger part of a card's
// main-thread time, so shaped lines are kept.
const shaped = new LRUCache<string, ShapedLine>({ max: 1000 });

/** Shapes one line at `size` pixels, laid out left to right in display order. */
export function shapeLine(text: string, size: number, weight: 400 | 700, dir: "ltr" | "rtl", lang: string): ShapedLine {
  const key = `${size} ${weight} ${dir} ${lang} ${text}`;
  let line = shaped.get(key);
  if (!line) {
    line = shapeUncached(text, size, weight, dir, lang);
    shaped.set(key, line);
  }
  return line;
}

function shapeUncached(text: string, size: number, weight: 400 | 700, dir: "ltr" | "rtl", lang: string): ShapedLine {
  const fonts: CardFont[] = [];
  const indexOf = (font: CardFont) => {
    const at = fonts.indexOf(font);
    return at >= 0 ? at : fonts.push(font) - 1;
  };
  const fontFor = (grapheme: string, current: number | undefined): number => {
    if (current !== undefined && isScriptNeutral(grapheme) && covers(fonts[current]!, grapheme)) return current;
    const families = familiesFor(grapheme, lang);
    for (const family of families) {
      const font = cardFont(family, weight);
      if (covers(font, grapheme)) return indexOf(font);
    }
    // Nothing bundled has it: the first choice draws its "missing glyph" box, as browsers do.
    return indexOf(cardFont(families[0] ?? "latin", weight));
  };
  const { levels } = bidi.getEmbeddingLevels(text, dir);
  const runs = visualOrder(textRuns(text, levels, fontFor));

  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  const buffer = new hb.Buffer();
  for (const run of runs) {
    const font = fonts[run.font]!;
    buffer.reset();
    buffer.addText(text, run.start, run.end - run.start);
    buffer.guessSegmentProperties();
    buffer.setDirection(run.level % 2 === 1 ? hb.Direction.RTL : hb.Direction.LTR);
    buffer.setLanguage(lang);
    hb.shape(font.font, buffer);
    const scale = size / font.upem;
    for (const g of buffer.getGlyphInfosAndPositions()) {
      glyphs.push({ font, glyph: g.codepoint, x: pen + (g.xOffset ?? 0) * scale, y: -(g.yOffset ?? 0) * scale });
      pen += (g.xAdvance ?? 0) * scale;
    }
  }
  return { glyphs, width: pen };
}

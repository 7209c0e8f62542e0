/**
 * Card layouts as PNGs, drawn by Takumi (@takumi-rs/core, native): layout with Taffy, text
 * with Parley (HarfRust shaping, the Unicode bidi algorithm, line breaking, font fallback),
 * rasterising and PNG encoding, on libuv's thread pool rather than the event loop.
 *
 * The fonts are WOFF2 copies of the Noto Sans families in fonts/ (regular and bold only),
 * committed so that a card looks the same on every machine and no font package is
 * installed for them. A family is registered on the first card that needs it: the CJK ones
 * take tens of megabytes once decoded, and most processes never draw them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { projectPath } from "../project-path.ts";
import { Renderer, setGlyphCacheMaxBytes } from "@takumi-rs/core";
import type { CardFamily } from "../../lib/og/font-fallback.ts";
import type { CardLayout } from "../../lib/og/salary-card-layout.ts";

const FONT_DIR = "src/server/og/fonts";

/** Family name given to the renderer, and the file stem of its two weights. */
export const FONT_FILES: Readonly<Record<CardFamily, readonly [name: string, stem: string]>> = {
  latin: ["Noto Sans", "NotoSans"],
  arabic: ["Noto Sans Arabic", "NotoSansArabic"],
  devanagari: ["Noto Sans Devanagari", "NotoSansDevanagari"],
  bengali: ["Noto Sans Bengali", "NotoSansBengali"],
  tamil: ["Noto Sans Tamil", "NotoSansTamil"],
  jp: ["Noto Sans JP", "NotoSansJP"],
  kr: ["Noto Sans KR", "NotoSansKR"],
  sc: ["Noto Sans SC", "NotoSansSC"],
};

const WEIGHTS = [
  [400, "400Regular"],
  [700, "700Bold"],
] as const;

/**
 * The font folder seen from this module, which runs from `src/` in development and tests and
 * from a chunk under `dist/server/` once built: the nearest ancestor holding it.
 */
export function fontDir(from: string = fileURLToPath(import.meta.url)): string {
  return projectPath(FONT_DIR, from, "Card fonts");
}

export function fontFile(family: CardFamily, weight: 400 | 700): string {
  const [, stem] = FONT_FILES[family];
  const suffix = WEIGHTS.find(([w]) => w === weight)![1];
  return join(fontDir(), `${stem}_${suffix}.woff2`);
}

interface Shared {
  renderer: Renderer;
  families: Map<CardFamily, Promise<unknown>>;
}
/** One renderer and one set of decoded fonts per process. */
let shared: Shared | undefined;

function state(): Shared {
  if (!shared) {
    // A card's text is a few dozen distinct glyphs: half the default glyph budget keeps every
    // script's recent ones. Cards draw no images or stylesheets worth keeping decoded (the PNGs
    // themselves are cached by the route), so the resource cache stays small too. Both are set
    // once, before the first render, with the process's one renderer.
    setGlyphCacheMaxBytes(4 * 1024 * 1024);
    shared = { renderer: new Renderer({ cacheMaxBytes: 4 * 1024 * 1024 }), families: new Map() };
  }
  return shared;
}

/**
 * A CJK face decodes to 15–25 MB: those scripts get their bold face only, which the card's
 * title and figures use (its few labels are drawn bold too), and the server stays within its
 * memory target with a Japanese, Korean or Chinese card in the cache.
 */
const CJK: ReadonlySet<CardFamily> = new Set(["jp", "kr", "sc"]);
const weightsOf = (family: CardFamily): readonly (400 | 700)[] =>
  CJK.has(family) ? [700] : WEIGHTS.map(([weight]) => weight);

function registered(family: CardFamily): Promise<unknown> {
  const { renderer, families } = state();
  let loading = families.get(family);
  if (!loading) {
    const [name] = FONT_FILES[family];
    loading = Promise.all(
      weightsOf(family).map((weight) =>
        renderer.registerFont({ name, weight, data: readFileSync(fontFile(family, weight)) }),
      ),
    );
    // A failed load is tried again by the next card rather than remembered.
    loading.catch(() => families.delete(family));
    families.set(family, loading);
  }
  return loading;
}

/** Families registered so far, for tests and measurements. */
export function loadedFamilies(): CardFamily[] {
  return [...state().families.keys()];
}

/** The card as an opaque 1200×630 PNG. */
export async function renderCardPng(layout: CardLayout): Promise<Buffer<ArrayBuffer>> {
  await Promise.all(layout.families.map(registered));
  const { renderer } = state();
  return renderer.render(layout.root, {
    width: layout.width,
    height: layout.height,
    format: "png",
    lang: layout.lang,
    fontFamilies: layout.families.map((family) => FONT_FILES[family][0]),
  });
}

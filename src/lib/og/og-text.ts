/**
 * Text helpers for server-rendered cards (Open Graph images): cleaning of user-supplied
 * text, and width estimates for fitting text without font metrics.
 *
 * The layout is pure and does not load fonts, so exact glyph widths are unknown here; the
 * estimates below lean wide so text rather ends early than runs off the card.
 */

/** Bidi embeddings, overrides, isolates and marks: they let text display as something else. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** Control characters and noncharacters draw nothing useful; lone surrogates go by toWellFormed. */
const UNDRAWABLE = /[\p{Cc}\ufffe\uffff]/gu;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/** Text as a card draws it: lone surrogates replaced, control characters and noncharacters dropped. */
export function cleanCardText(text: string): string {
  return text.toWellFormed().replace(UNDRAWABLE, "");
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const words = new Intl.Segmenter(undefined, { granularity: "word" });

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const EMOJI = /\p{Extended_Pictographic}/u;
const NON_SPACING = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
const SPACING_MARK = /^\p{Mc}$/u;
const ARABIC = /\p{Script=Arabic}/u;
const INDIC = /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Thai}]/u;
const NARROW = new Set([..."ijlI.,:;'!|()[]{}ftr`\"-/"]);
const BROAD = new Set([..."MWmw@%—"]);

/** Estimated advance of one code point, in em, for a bold sans-serif face. */
function charWidth(ch: string): number {
  if (NON_SPACING.test(ch)) return 0;
  if (SPACING_MARK.test(ch)) return 0.35;
  if (ch === " ") return 0.28;
  if (EMOJI.test(ch)) return 1.2;
  if (WIDE.test(ch)) return 1;
  if (ARABIC.test(ch)) return 0.58;
  if (INDIC.test(ch)) return 0.72;
  if (NARROW.has(ch)) return 0.36;
  if (BROAD.has(ch)) return 0.92;
  if (/\p{Lu}/u.test(ch)) return 0.74;
  if (/\p{N}/u.test(ch)) return 0.62;
  if (/\p{Ll}/u.test(ch)) return 0.64;
  return 0.75;
}

/** Estimated rendered width of `text` at `fontSize` pixels. */
export function estimateWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += charWidth(ch);
  return em * fontSize;
}

const ELLIPSIS = "…";

/** Cuts `text` at a grapheme boundary so that it plus an ellipsis fits `maxWidth`. */
export function truncateToWidth(text: string, maxWidth: number, fontSize: number): string {
  if (estimateWidth(text, fontSize) <= maxWidth) return text;
  const budget = maxWidth - estimateWidth(ELLIPSIS, fontSize);
  let out = "";
  let width = 0;
  for (const { segment } of graphemes.segment(text)) {
    const w = estimateWidth(segment, fontSize);
    if (width + w > budget) break;
    out += segment;
    width += w;
  }
  return `${out.trimEnd()}${ELLIPSIS}`;
}

/**
 * Breaks `text` into at most `maxLines` lines of at most `maxWidth` (estimated), at word
 * boundaries where possible (ICU word segmentation also splits CJK text into words). Text
 * left over goes into the last line, truncated with an ellipsis.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  fontSize: number,
  maxLines: number,
): { lines: string[]; truncated: boolean } {
  if (maxLines <= 1) {
    const only = truncateToWidth(text.trim(), maxWidth, fontSize);
    return { lines: [only], truncated: only !== text.trim() };
  }
  const lines: string[] = [];
  let line = "";
  // Pieces no wider than a line: words, or graphemes of a word too long for a line of its own.
  const pieces: string[] = [];
  for (const { segment } of words.segment(text)) {
    if (estimateWidth(segment, fontSize) <= maxWidth) pieces.push(segment);
    else for (const g of graphemes.segment(segment)) pieces.push(g.segment);
  }
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] as string;
    const candidate = line === "" ? piece.trimStart() : line + piece;
    if (estimateWidth(candidate.trimEnd(), fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    lines.push(line.trimEnd());
    line = piece.trimStart();
    if (lines.length === maxLines - 1) {
      const rest = (line + pieces.slice(i + 1).join("")).trim();
      const last = truncateToWidth(rest, maxWidth, fontSize);
      lines.push(last);
      return { lines: lines.filter((l) => l !== ""), truncated: last !== rest };
    }
  }
  if (line.trim() !== "") lines.push(line.trim());
  return { lines, truncated: false };
}

/** The largest of `sizes` (descending) at which `text` fits on one line, else the smallest. */
export function fitFontSize(text: string, maxWidth: number, sizes: readonly number[]): number {
  for (const size of sizes) if (estimateWidth(text, size) <= maxWidth) return size;
  return sizes[sizes.length - 1] ?? 16;
}

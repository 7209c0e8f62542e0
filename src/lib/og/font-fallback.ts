/**
 * Which typeface draws a piece of card text. The cards bundle the Noto Sans families for
 * every script the site is written in; a grapheme goes to the family of its script, and
 * whatever has no script of its own (spaces, digits, punctuation) stays in the font of the
 * text around it when that font has it.
 */

export type CardFamily = "latin" | "arabic" | "devanagari" | "bengali" | "tamil" | "jp" | "kr" | "sc";

const SCRIPT_FAMILIES: readonly [RegExp, CardFamily][] = [
  [/\p{Script=Arabic}/u, "arabic"],
  [/\p{Script=Devanagari}/u, "devanagari"],
  [/\p{Script=Bengali}/u, "bengali"],
  [/\p{Script=Tamil}/u, "tamil"],
];

const HAN_AND_KANA =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HAS_SCRIPT = /[\p{L}\p{M}]/u;

/** The CJK families in the order a language prefers them: Japanese kanji look different from Chinese hanzi. */
function cjkOrder(lang: string): CardFamily[] {
  if (lang === "ja") return ["jp", "sc", "kr"];
  if (lang === "ko") return ["kr", "sc", "jp"];
  return ["sc", "jp", "kr"];
}

/** Families to try for a grapheme, best first. */
export function familiesFor(grapheme: string, lang: string): CardFamily[] {
  for (const [pattern, family] of SCRIPT_FAMILIES) if (pattern.test(grapheme)) return [family, "latin"];
  if (HANGUL.test(grapheme)) return ["kr", ...cjkOrder(lang).filter((f) => f !== "kr")];
  if (HAN_AND_KANA.test(grapheme)) return cjkOrder(lang);
  return ["latin", ...cjkOrder(lang)];
}

/** True when the grapheme belongs to no script (space, digit, punctuation, symbol). */
export function isScriptNeutral(grapheme: string): boolean {
  return !HAS_SCRIPT.test(grapheme);
}

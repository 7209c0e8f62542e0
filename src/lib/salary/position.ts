/**
 * The one rule for a job title, wherever it arrives: typed in the calculator, sent to the salary
 * API, carried in a result page's URL or in a social card's query. Every entry point passes the
 * text it received to checkPosition and reports its code, so a title the calculator accepts is
 * one its result URL accepts too.
 *
 * Lengths are counted in code points of the title's words as the URL slug keeps them: letters,
 * marks and digits of any script plus "+" (C++), lower-cased, everything else a word break. A title and its slug therefore measure the same.
 */
import { POSITION_MAX_LENGTH, POSITION_MIN_LENGTH } from "./errors.ts";
import { isPlainText } from "../validation/plain-text.ts";

/** Longer input is refused before any work on it (UTF-16 units; ten times the longest title). */
export const POSITION_MAX_INPUT = POSITION_MAX_LENGTH * 10;

export type PositionErrorCode = "POSITION_REQUIRED" | "POSITION_TOO_SHORT" | "POSITION_TOO_LONG" | "POSITION_INVALID";

export type PositionCheck =
  { readonly ok: true; readonly position: string } | { readonly ok: false; readonly code: PositionErrorCode };

// "#" is left out: it would need escaping wherever a slug is written into a URL.
const WORD_BREAK = /[^\p{L}\p{M}\p{N}+]+/gu;

/** Languages whose dotted capital İ lower-cases to i and dotless I to ı. */
const TURKIC = new Set(["tr", "az"]);

/**
 * Lower case by the title's language: Turkish and Azerbaijani pair İ/i and I/ı. Elsewhere an
 * İ (a Turkish name typed on another page) becomes a plain i, never i plus a combining dot,
 * which would put an invisible mark in the URL.
 */
export function lowerTitle(text: string, lang?: string): string {
  return lang !== undefined && TURKIC.has(lang)
    ? text.toLocaleLowerCase(lang)
    : text.replace(/\u0130/gu, "i").toLowerCase();
}

/** First letter upper-cased where the script has case (display only; matching ignores case). */
export function displayTitle(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** The title's words as a slug keeps them, separated by single spaces. */
export function positionWords(text: string, lang?: string): string {
  return lowerTitle(text.normalize("NFC"), lang).normalize("NFC").replace(WORD_BREAK, " ").trim();
}

/** URL slug of a title: its words joined by hyphens ("Software Developer" → "software-developer"). */
export function positionSlug(text: string, lang?: string): string {
  return positionWords(text, lang).replaceAll(" ", "-");
}

/** The number of characters the rule counts (what the calculator's counter shows). */
export function positionLength(text: string): number {
  return [...positionWords(text)].length;
}

export function checkPosition(raw: string): PositionCheck {
  if (raw.length > POSITION_MAX_INPUT) return { ok: false, code: "POSITION_TOO_LONG" };
  // Control and bidirectional characters (and lone surrogates) are never part of a title.
  if (!isPlainText(raw)) return { ok: false, code: "POSITION_INVALID" };
  if (raw.trim() === "") return { ok: false, code: "POSITION_REQUIRED" };
  const length = positionLength(raw);
  if (length < POSITION_MIN_LENGTH) return { ok: false, code: "POSITION_TOO_SHORT" };
  if (length > POSITION_MAX_LENGTH) return { ok: false, code: "POSITION_TOO_LONG" };
  return { ok: true, position: raw.normalize("NFC").replace(/\s+/gu, " ").trim() };
}

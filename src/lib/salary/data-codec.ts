import type { RawSalaryData } from "./types.ts";

/**
 * The shipped figures' file format, written by the data build and read by the engine. Most
 * of the file is plain JSON; the title index, which would otherwise be about four times
 * larger, is packed into strings:
 *
 * - `vocab`: the sorted normalised tokens, "\n" between them.
 * - `words`: every display word once, sorted, "\n" between them.
 * - `langs[lang].text`: per title, its display words as 3-digit base-64 word ids, " " between
 *   titles. `occ`: the occupation index as 2 base-36 digits per title. `quality`: one letter
 *   per title (see QUALITY_LETTERS).
 * - `postings`: per vocabulary token, the global ids of the titles containing it as base-36
 *   gaps, "," between ids and ";" between tokens. Titles are numbered through the languages
 *   in sorted order, then in their block's order.
 *
 * Bump SALARY_DATA_SCHEMA whenever this changes, so a stale file fails loudly at start.
 */
export const SALARY_DATA_SCHEMA = 6;

/** Base64url digits of word ids; three digits address 262,144 words. */
const WORD_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const WORD_ID_LIMIT = 64 ** 3;
/** Two base-36 digits per occupation index. */
const OCCUPATION_LIMIT = 36 ** 2;

/**
 * How sure the mapping from a title to its occupation is, by letter: "a" exact (1) down to
 * "e" (0.75) for a title reached through a broad ISCO group; "f" is the occupation's own
 * BLS or O*NET title.
 */
const QUALITY_LETTERS: readonly { readonly letter: string; readonly quality: number; readonly primary: boolean }[] = [
  { letter: "a", quality: 1, primary: false },
  { letter: "b", quality: 0.95, primary: false },
  { letter: "c", quality: 0.9, primary: false },
  { letter: "d", quality: 0.85, primary: false },
  { letter: "e", quality: 0.75, primary: false },
  { letter: "f", quality: 1, primary: true },
];
const FALLBACK_QUALITY = 0.75;

/** One title as the build hands it over, already deduplicated and in final order. */
export interface EncodableTitle {
  readonly lang: string;
  /** Display text; runs of white space become one space. */
  readonly text: string;
  readonly occupation: number;
  readonly quality: number;
  readonly primary: boolean;
  /** Normalised tokens the title is found by. */
  readonly tokens: readonly string[];
}

export type RawTitles = RawSalaryData["titles"];

function qualityLetter(quality: number, primary: boolean): string {
  const match = QUALITY_LETTERS.find((q) => q.primary === primary && q.quality === quality);
  if (!match) throw new Error(`No quality letter for ${quality}${primary ? " (primary)" : ""}`);
  return match.letter;
}

/**
 * Packs the titles. They must come sorted by language (the global ids follow that order);
 * within a language, the given order is kept.
 */
export function encodeTitles(rows: readonly EncodableTitle[]): RawTitles {
  for (let i = 1; i < rows.length; i++) {
    if ((rows[i - 1]?.lang ?? "") > (rows[i]?.lang ?? "")) throw new Error("Titles must be sorted by language");
  }
  const vocab = [...new Set(rows.flatMap((r) => r.tokens))].sort();
  const vocabIndex = new Map(vocab.map((t, i) => [t, i]));
  const displays = rows.map((r) => r.text.replace(/\s+/g, " ").split(" "));
  const words = [...new Set(displays.flat())].sort();
  if (words.length > WORD_ID_LIMIT) throw new Error(`${words.length} display words do not fit 3 base-64 digits`);
  const wordIndex = new Map(words.map((w, i) => [w, i]));
  const wordId = (w: string): string => {
    const i = wordIndex.get(w) ?? 0;
    return `${WORD_DIGITS[i >> 12]}${WORD_DIGITS[(i >> 6) & 63]}${WORD_DIGITS[i & 63]}`;
  };
  const langs: Record<string, { text: string; occ: string; quality: string; count: number }> = {};
  const postingLists: number[][] = vocab.map(() => []);
  rows.forEach((r, id) => {
    if (r.occupation < 0 || r.occupation >= OCCUPATION_LIMIT)
      throw new Error(`Occupation ${r.occupation} out of range`);
    const block = (langs[r.lang] ??= { text: "", occ: "", quality: "", count: 0 });
    block.text += (block.count > 0 ? " " : "") + (displays[id] ?? []).map(wordId).join("");
    block.occ += r.occupation.toString(36).padStart(2, "0");
    block.quality += qualityLetter(r.quality, r.primary);
    block.count++;
    for (const t of new Set(r.tokens)) postingLists[vocabIndex.get(t) ?? 0]?.push(id);
  });
  const postings = postingLists
    .map((ids) => ids.map((id, i) => (i === 0 ? id : id - (ids[i - 1] ?? 0)).toString(36)).join(","))
    .join(";");
  return { vocab: vocab.join("\n"), postings, words: words.join("\n"), langs };
}

const base36Digit = (c: number): number => (c <= 57 ? c - 48 : c - 87);

/** Value of a base64url digit by character code (the inverse of WORD_DIGITS). */
function wordDigit(c: number): number {
  if (c >= 97) return c - 71; // a–z: 26–51
  if (c >= 65) return c === 95 ? 63 : c - 65; // A–Z: 0–25; "_": 63
  return c === 45 ? 62 : c + 4; // "-": 62; 0–9: 52–61
}

/** The postings as flat arrays: token t's title ids are postings[postingStart[t] … postingStart[t+1]). */
export function decodePostings(
  encoded: string,
  tokenCount: number,
): { postingStart: Int32Array; postings: Int32Array } {
  // Every id takes at least one digit and one separator, so this bounds the count.
  const buffer = new Int32Array((encoded.length >> 1) + 1);
  const postingStart = new Int32Array(tokenCount + 1);
  const length = encoded.length;
  let value = 0;
  let previous = 0;
  let token = 0;
  let tokenStart = 0;
  let p = 0;
  for (let i = 0; i <= length; i++) {
    const c = i < length ? encoded.charCodeAt(i) : 59;
    if (c === 44 || c === 59) {
      previous = p === tokenStart ? value : previous + value;
      buffer[p++] = previous;
      value = 0;
      if (c === 59) {
        tokenStart = p;
        postingStart[++token] = p;
      }
    } else value = value * 36 + base36Digit(c);
  }
  return { postingStart, postings: buffer.slice(0, p) };
}

/** The occupation index of title `i` of a language block. */
export function decodeOccupation(occ: string, i: number): number {
  return base36Digit(occ.charCodeAt(2 * i)) * 36 + base36Digit(occ.charCodeAt(2 * i + 1));
}

const FALLBACK_ENTRY = { letter: "", quality: FALLBACK_QUALITY, primary: false } as const;

/**
 * Mapping quality (0–1) and whether the title is the occupation's own, for title `i`. Returns a
 * shared table entry, not a new object: the engine decodes 376,000 of these at start-up.
 */
export function decodeQuality(quality: string, i: number): { readonly quality: number; readonly primary: boolean } {
  return QUALITY_LETTERS[quality.charCodeAt(i) - 97] ?? FALLBACK_ENTRY;
}

/** Start of each title in a language block, plus the end + 1. */
export function titleOffsets(text: string, count: number): Int32Array {
  const o = new Int32Array(count + 1);
  let pos = 0;
  for (let i = 0; i < count; i++) {
    o[i] = pos;
    const end = text.indexOf(" ", pos);
    pos = end === -1 ? text.length + 1 : end + 1;
  }
  o[count] = pos;
  return o;
}

/** The interned display words and where each starts. */
export interface WordTable {
  readonly text: string;
  readonly start: Int32Array;
}

export function wordTable(text: string): WordTable {
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  const start = new Int32Array(n + 1);
  for (let k = 1, i = text.indexOf("\n"); i !== -1; k++, i = text.indexOf("\n", i + 1)) start[k] = i + 1;
  start[n] = text.length + 1;
  return { text, start };
}

/** A title's display text from its word ids between `from` and `to` in a language block. */
export function displayText(block: string, from: number, to: number, words: WordTable): string {
  const parts: string[] = [];
  for (let k = from; k + 2 < to; k += 3) {
    const id =
      (wordDigit(block.charCodeAt(k)) << 12) |
      (wordDigit(block.charCodeAt(k + 1)) << 6) |
      wordDigit(block.charCodeAt(k + 2));
    parts.push(words.text.slice(words.start[id] ?? 0, (words.start[id + 1] ?? 1) - 1));
  }
  return parts.join(" ");
}

/** Display texts of every title of one language, in title order. */
export function titleTexts(raw: RawTitles, lang: string): string[] {
  const block = raw.langs[lang];
  if (!block) return [];
  const o = titleOffsets(block.text, block.count);
  const words = wordTable(raw.words);
  return Array.from({ length: block.count }, (_, i) => displayText(block.text, o[i] ?? 0, (o[i + 1] ?? 1) - 1, words));
}

/**
 * Every title unpacked again, with its tokens read back from the postings: the exact inverse
 * of encodeTitles, for tools and tests (the engine reads the packed form directly).
 */
export function decodeTitles(raw: RawTitles): EncodableTitle[] {
  const vocab = raw.vocab === "" ? [] : raw.vocab.split("\n");
  const { postingStart, postings } = decodePostings(raw.postings, vocab.length);
  const rows: {
    lang: string;
    text: string;
    occupation: number;
    quality: number;
    primary: boolean;
    tokens: string[];
  }[] = [];
  for (const lang of Object.keys(raw.langs).sort()) {
    const block = raw.langs[lang];
    if (!block) continue;
    titleTexts(raw, lang).forEach((text, i) => {
      const { quality, primary } = decodeQuality(block.quality, i);
      rows.push({ lang, text, occupation: decodeOccupation(block.occ, i), quality, primary, tokens: [] });
    });
  }
  for (let t = 0; t < vocab.length; t++) {
    for (let k = postingStart[t] ?? 0; k < (postingStart[t + 1] ?? 0); k++)
      rows[postings[k] ?? 0]?.tokens.push(vocab[t] ?? "");
  }
  return rows;
}

/** The shipped file's bytes: deterministic, so an unchanged build rewrites the same file. */
export function serializeSalaryData(data: RawSalaryData): string {
  return `${JSON.stringify(data)}\n`;
}

/** Reads the shipped file, refusing one written for another schema. */
export function parseSalaryData(text: string): RawSalaryData {
  const data = JSON.parse(text) as Partial<RawSalaryData> | null;
  if (!data || typeof data !== "object" || data.schema !== SALARY_DATA_SCHEMA) {
    throw new Error(
      `Salary figures have schema ${String(data?.schema)}, this code reads ${SALARY_DATA_SCHEMA}: run npm run build:salary-data`,
    );
  }
  return data as RawSalaryData;
}

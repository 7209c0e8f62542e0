import type { MatchBudget } from "./match-budget.ts";
import { isCjkWord } from "./normalize.ts";

/**
 * Typo correction for title search: a query word of 5+ characters that the vocabulary does
 * not know (or knows as a rarity) is matched to vocabulary words within edit distance 2,
 * found through a character-bigram index instead of comparing against every word.
 */

/** Credit given to a vocabulary word reached by 0, 1 or 2 edits. */
const EDIT_CREDIT = [1, 0.85, 0.7] as const;
export const FUZZY_MIN_LENGTH = 5;
const MAX_SKIPPED_BIGRAMS = 0;
/** Typo targets are words used by at least this many titles; one-off words are not… */
const MIN_TARGET_DF = 2;
const MAX_EDITS = 2;
/**
 * …except in a second, smaller index consulted only when the first finds nothing for a word of
 * this length or more, and within one edit: German, Turkish and Indic titles are mostly one-off
 * long words (a typo in them found nothing), while two edits into a short one-off word turn real
 * words into other jobs (Russian водолаз, a diver, into водила, a driver).
 */
export const ONE_OFF_MIN_LENGTH = 7;
const ONE_OFF_EDITS = 1;

/** A vocabulary word a query word may stand for, and how much that reading is worth (0–1). */
export interface Candidate {
  readonly token: number;
  readonly credit: number;
}

export interface TypoIndex {
  readonly vocab: readonly string[];
  readonly gramStart: Int32Array;
  readonly gramTokens: Int32Array;
  readonly gramTable: BigramTable;
  /** Scratch counters reused by every lookup (the engine is single-threaded per process). */
  readonly gramCount: Uint8Array;
  readonly touched: Int32Array;
  /** The most edits a query word may be from a word of this index. */
  readonly maxEdits: number;
}

/** Two UTF-16 code units as one int32 (the high unit's top bit may set the sign). */
const bigramKey = (a: number, b: number): number => (a << 16) | b;

/**
 * Open-addressing hash of bigram keys (two UTF-16 code units) → dense ids. A Map would
 * do, but this runs 1.5 million times at start-up and a typed table is several times faster.
 */
export interface BigramTable {
  readonly keys: Int32Array;
  readonly ids: Int32Array;
  readonly mask: number;
}

function bigramSlot(table: BigramTable, key: number): number {
  let slot = (Math.imul(key, -1640531535) >>> 15) & table.mask;
  while (table.ids[slot] !== -1 && table.keys[slot] !== key) slot = (slot + 1) & table.mask;
  return slot;
}

function bigramId(table: BigramTable, key: number): number {
  return table.ids[bigramSlot(table, key)] ?? -1;
}

const eligibleForFuzzy = (word: string): boolean => word.length >= FUZZY_MIN_LENGTH - MAX_EDITS && !isCjkWord(word);

/** Words longer than this share the last length bucket of the typo index. */
const MAX_BUCKET_LENGTH = 47;
const BUCKETS = MAX_BUCKET_LENGTH + 1;

/**
 * Padded character bigrams (^word$) of vocabulary words long enough to be a typo target.
 * Postings are grouped by bigram, then by word length, so a lookup only reads words
 * whose length is within the index's edits of the query word. The shared index holds the words
 * of two titles or more; the one-off index those of a single title (ONE_OFF_MIN_LENGTH).
 */
export function buildTypoIndex(
  vocab: readonly string[],
  postingStart: Int32Array,
  words: "shared" | "one-off" = "shared",
): TypoIndex {
  const isEligible = new Uint8Array(vocab.length);
  for (let t = 0; t < vocab.length; t++) {
    const df = (postingStart[t + 1] ?? 0) - (postingStart[t] ?? 0);
    const word = vocab[t] ?? "";
    const wanted =
      words === "shared" ? df >= MIN_TARGET_DF : df === 1 && word.length >= ONE_OFF_MIN_LENGTH - ONE_OFF_EDITS;
    isEligible[t] = wanted && eligibleForFuzzy(word) ? 1 : 0;
  }
  const eligible = (t: number): boolean => isEligible[t] === 1;
  const table: BigramTable = {
    keys: new Int32Array(1 << 17),
    ids: new Int32Array(1 << 17).fill(-1),
    mask: (1 << 17) - 1,
  };
  let total = 0;
  for (let t = 0; t < vocab.length; t++) if (eligible(t)) total += (vocab[t] ?? "").length + 1;
  const tokenOf = new Int32Array(total);
  const keyOf = new Int32Array(total);
  let n = 0;
  let next = 0;
  for (let t = 0; t < vocab.length; t++) {
    const word = vocab[t] ?? "";
    if (!eligible(t)) continue;
    const bucket = Math.min(word.length, MAX_BUCKET_LENGTH);
    let prev = 94; // "^"
    for (let i = 0; i <= word.length; i++) {
      const c = i < word.length ? word.charCodeAt(i) : 36; // "$"
      const key = bigramKey(prev, c);
      const slot = bigramSlot(table, key);
      let id = table.ids[slot] ?? -1;
      if (id === -1 && next < table.mask) {
        id = next++;
        table.ids[slot] = id;
        table.keys[slot] = key;
      }
      tokenOf[n] = t;
      keyOf[n++] = id * BUCKETS + bucket;
      prev = c;
    }
  }
  const gramStart = new Int32Array(next * BUCKETS + 1);
  for (let k = 0; k < n; k++) {
    const slot = (keyOf[k] ?? 0) + 1;
    gramStart[slot] = (gramStart[slot] ?? 0) + 1;
  }
  for (let k = 0; k < next * BUCKETS; k++) gramStart[k + 1] = (gramStart[k + 1] ?? 0) + (gramStart[k] ?? 0);
  const fill = gramStart.slice(0, next * BUCKETS);
  const gramTokens = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const key = keyOf[k] ?? 0;
    gramTokens[fill[key] ?? 0] = tokenOf[k] ?? 0;
    fill[key] = (fill[key] ?? 0) + 1;
  }
  return {
    vocab,
    gramStart,
    gramTokens,
    gramTable: table,
    gramCount: new Uint8Array(vocab.length),
    touched: new Int32Array(vocab.length),
    maxEdits: words === "shared" ? MAX_EDITS : ONE_OFF_EDITS,
  };
}

/** Distinct known bigram ids of `^word$`. */
function gramsOf(word: string, table: BigramTable): number[] {
  const out: number[] = [];
  let prev = 94;
  for (let i = 0; i <= word.length; i++) {
    const c = i < word.length ? word.charCodeAt(i) : 36;
    const id = bigramId(table, bigramKey(prev, c));
    if (id !== -1 && !out.includes(id)) out.push(id);
    prev = c;
  }
  return out;
}

const ROW_A = new Int32Array(256);
const ROW_B = new Int32Array(256);

/** Levenshtein distance, or `max + 1` as soon as it must exceed `max`. Allocation-free. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length >= ROW_A.length) return max + 1;
  let prev = ROW_A;
  let cur = ROW_B;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const swap = prev;
    prev = cur;
    cur = swap;
  }
  return Math.min(prev[b.length] ?? max + 1, max + 1);
}

/**
 * Vocabulary words within the index's edits (maxEdits) of `word`. Each edit changes at most two
 * bigrams of the padded word (which has length + 1 of them), so a match shares at least
 * (length + 1 − 2·maxEdits) of its bigrams, counted with repeats. Words of a similar length
 * are counted through the bigram postings, and only those sharing enough are verified by
 * edit distance. With a `budget`, the scan and the checks are granted for the whole word or
 * not at all (then no candidates: the word stays as typed).
 */
export function typoCandidates(typos: TypoIndex, word: string, budget?: MatchBudget): Candidate[] {
  const { gramStart, gramTokens, gramTable, gramCount, vocab, maxEdits } = typos;
  const minBucket = Math.max(0, word.length - maxEdits);
  const maxBucket = Math.min(MAX_BUCKET_LENGTH, word.length + maxEdits);
  const windows = gramsOf(word, gramTable)
    .map((g) => ({ from: gramStart[g * BUCKETS + minBucket] ?? 0, to: gramStart[g * BUCKETS + maxBucket + 1] ?? 0 }))
    .sort((a, b) => a.to - a.from - (b.to - b.from));
  // Skipping the most common bigrams lowers the bar by as many; keep it at 2 or more so
  // the edit-distance checks stay few.
  const distinct = windows.length;
  const skip = Math.max(0, Math.min(distinct - 2 * maxEdits - 2, MAX_SKIPPED_BIGRAMS));
  const scanned = windows.slice(0, distinct - skip);
  if (budget && !budget.startTypo(scanned.reduce((a, w) => a + w.to - w.from, 0))) return [];
  // The count of a vocabulary word is at least its shared bigrams with repeats (it is
  // counted once per occurrence in each of the query's distinct bigrams). A word of repeated
  // syllables ("terter") has few distinct bigrams, so counting them alone admits thousands.
  const needed = Math.max(1, word.length + 1 - 2 * maxEdits - skip);
  const touched = typos.touched;
  let n = 0;
  for (const { from, to } of scanned) {
    for (let k = from; k < to; k++) {
      const t = gramTokens[k] ?? 0;
      const c = gramCount[t] ?? 0;
      if (c === 0) touched[n++] = t;
      gramCount[t] = c + 1;
    }
  }
  let verify = true;
  if (budget) {
    let calls = 0;
    let cells = 0;
    for (let i = 0; i < n; i++) {
      const t = touched[i] ?? 0;
      if ((gramCount[t] ?? 0) >= needed) {
        calls++;
        cells += word.length * (vocab[t] ?? "").length;
      }
    }
    verify = budget.edits(calls, cells);
  }
  const out: Candidate[] = [];
  for (let i = 0; i < n; i++) {
    const t = touched[i] ?? 0;
    if (verify && (gramCount[t] ?? 0) >= needed) {
      const d = boundedEditDistance(word, vocab[t] ?? "", maxEdits);
      if (d <= maxEdits) out.push({ token: t, credit: EDIT_CREDIT[d] ?? 0 });
    }
    gramCount[t] = 0;
  }
  return out.sort((a, b) => b.credit - a.credit || a.token - b.token);
}

import type { RawSalaryData } from "./types.ts";
import { isCjkWord, STOPWORDS, wordTokens } from "./normalize.ts";

/**
 * Inverted index over every job title in the data module, in every language.
 * Titles are bags of tokens (so word order does not matter), scored against the
 * query with an IDF-weighted Dice coefficient. Unknown words of 5+ characters are
 * corrected to vocabulary words within edit distance 2, found through a character
 * bigram index. Everything lives in typed arrays to keep the heap small.
 */

/** Mapping quality by letter a–e in the data module (see QUALITY_LETTER in the build script). */
const QUALITY_BY_CODE: readonly number[] = [1, 0.95, 0.9, 0.85, 0.75, 1];
/** Letter "f": the title is the occupation's own BLS or O*NET title. */
const PRIMARY_CODE = 5;
/** Credit given to a vocabulary word reached by 1 or 2 edits, or by completing a prefix. */
const EDIT_CREDIT = [1, 0.85, 0.7] as const;
const PREFIX_CREDIT = 0.9;
const FUZZY_MIN_LENGTH = 5;
const MAX_SKIPPED_BIGRAMS = 0;
/** Typo targets are words used by at least this many titles; one-off words are not. */
const MIN_TARGET_DF = 2;
const MAX_EDITS = 2;
/** Prefix completion stops once the completed words cover this many titles. */
const MAX_PREFIX_POSTINGS = 5_000;

export interface TitleIndex {
  readonly languages: readonly string[];
  readonly size: number;
  /** Title id → language index, occupation index, mapping quality (0–1). */
  readonly lang: Uint8Array;
  readonly occ: Uint16Array;
  readonly quality: Float32Array;
  /** 1 when the title is the occupation's own BLS or O*NET title. */
  readonly primary: Uint8Array;
  text(id: number): string;
  /** Vocabulary id of a normalised token, or -1. */
  tokenId(word: string): number;
  readonly vocab: readonly string[];
  readonly idf: Float32Array;
  readonly titleWeight: Float32Array;
  readonly postingStart: Int32Array;
  readonly postings: Int32Array;
  /** The typo index, built on first use (see buildBigramIndex). */
  bigrams(): BigramIndex;
}

export interface BigramIndex {
  readonly gramStart: Int32Array;
  readonly gramTokens: Int32Array;
  readonly gramTable: BigramTable;
}

/** Decodes the postings string: per token, base-36 gaps between title ids. */
function decodePostings(encoded: string, tokenCount: number): { postingStart: Int32Array; postings: Int32Array } {
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
    } else value = value * 36 + (c <= 57 ? c - 48 : c - 87);
  }
  return { postingStart, postings: buffer.slice(0, p) };
}

const base36Digit = (c: number): number => (c <= 57 ? c - 48 : c - 87);

/** Two UTF-16 code units as one int32 (the high unit's top bit may set the sign). */
const bigramKey = (a: number, b: number): number => (a << 16) | b;

export function buildTitleIndex(raw: RawSalaryData["titles"]): TitleIndex {
  const vocab = raw.vocab.split("\n");
  const languages = Object.keys(raw.langs).sort();
  const blocks = languages.map((l) => raw.langs[l] ?? { text: "", occ: "", quality: "", count: 0 });
  const size = blocks.reduce((s, b) => s + b.count, 0);
  const lang = new Uint8Array(size);
  const occ = new Uint16Array(size);
  const quality = new Float32Array(size);
  const primary = new Uint8Array(size);
  const firstId: number[] = [];
  let id = 0;
  blocks.forEach((block, li) => {
    firstId.push(id);
    for (let i = 0; i < block.count; i++, id++) {
      lang[id] = li;
      occ[id] = base36Digit(block.occ.charCodeAt(2 * i)) * 36 + base36Digit(block.occ.charCodeAt(2 * i + 1));
      const code = block.quality.charCodeAt(i) - 97;
      quality[id] = QUALITY_BY_CODE[code] ?? 0.75;
      primary[id] = code === PRIMARY_CODE ? 1 : 0;
    }
  });

  const { postingStart, postings } = decodePostings(raw.postings, vocab.length);
  const idf = new Float32Array(vocab.length);
  const titleWeight = new Float32Array(size);
  for (let t = 0; t < vocab.length; t++) {
    const start = postingStart[t] ?? 0;
    const end = postingStart[t + 1] ?? 0;
    const w = Math.log(1 + size / Math.max(1, end - start));
    idf[t] = w;
    for (let k = start; k < end; k++) {
      const title = postings[k] ?? 0;
      titleWeight[title] = (titleWeight[title] ?? 0) + w;
    }
  }

  // Title offsets per language and the word table, built when a title is first shown.
  const offsets: (Int32Array | undefined)[] = [];
  const offsetsOf = (li: number): Int32Array =>
    (offsets[li] ??= titleOffsets(blocks[li]?.text ?? "", blocks[li]?.count ?? 0));
  let words: WordTable | undefined;
  let bigrams: BigramIndex | undefined;

  return {
    languages,
    size,
    lang,
    occ,
    quality,
    primary,
    vocab,
    idf,
    titleWeight,
    postingStart,
    postings,
    bigrams: () => (bigrams ??= buildBigramIndex(vocab, postingStart)),
    text(titleId: number): string {
      const li = lang[titleId] ?? 0;
      const o = offsetsOf(li);
      const i = titleId - (firstId[li] ?? 0);
      return displayText(blocks[li]?.text ?? "", o[i] ?? 0, (o[i + 1] ?? 1) - 1, (words ??= wordTable(raw.words)));
    },
    tokenId(word: string): number {
      return binarySearch(vocab, word);
    },
  };
}

/** Start of each title in a language block (titles separated by " "), plus the end + 1. */
function titleOffsets(text: string, count: number): Int32Array {
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

/** Interned display words ("\n"-separated) and where each starts. */
interface WordTable {
  readonly text: string;
  readonly start: Int32Array;
}

function wordTable(text: string): WordTable {
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  const start = new Int32Array(n + 1);
  for (let k = 1, i = text.indexOf("\n"); i !== -1; k++, i = text.indexOf("\n", i + 1)) start[k] = i + 1;
  start[n] = text.length + 1;
  return { text, start };
}

/** Base64url digit value of a character code (see WORD_DIGITS in the build script). */
function wordDigit(c: number): number {
  if (c >= 97) return c - 71; // a–z: 26–51
  if (c >= 65) return c === 95 ? 63 : c - 65; // A–Z: 0–25; "_": 63
  return c === 45 ? 62 : c + 4; // "-": 62; 0–9: 52–61
}

/** A title's display text: its 3-digit word ids from `from` to `to`, words joined by spaces. */
function displayText(block: string, from: number, to: number, words: WordTable): string {
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

/** Display texts of every title of one language, in title order (for tools and tests). */
export function titleTexts(raw: RawSalaryData["titles"], lang: string): string[] {
  const block = raw.langs[lang];
  if (!block) return [];
  const o = titleOffsets(block.text, block.count);
  const words = wordTable(raw.words);
  return Array.from({ length: block.count }, (_, i) => displayText(block.text, o[i] ?? 0, (o[i + 1] ?? 1) - 1, words));
}

function binarySearch(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid] ?? "";
    if (v < key) lo = mid + 1;
    else if (v > key) hi = mid - 1;
    else return mid;
  }
  return -1;
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? "") < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

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
 * whose length is within MAX_EDITS of the query word.
 */
function buildBigramIndex(vocab: readonly string[], postingStart: Int32Array): BigramIndex {
  const isEligible = new Uint8Array(vocab.length);
  for (let t = 0; t < vocab.length; t++) {
    isEligible[t] =
      (postingStart[t + 1] ?? 0) - (postingStart[t] ?? 0) >= MIN_TARGET_DF && eligibleForFuzzy(vocab[t] ?? "") ? 1 : 0;
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
  return { gramStart, gramTokens, gramTable: table };
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
  return prev[b.length] ?? max + 1;
}

interface Candidate {
  readonly token: number;
  readonly credit: number;
}

/** Scratch buffers reused across queries (the engine is single-threaded per process). */
interface Scratch {
  gramCount: Uint8Array;
  touched: Int32Array;
  acc: Float32Array;
  excess: Float32Array;
  mark: Int32Array;
  /** Titles touched by the query being scored. */
  titles: Int32Array;
  generation: number;
}

const scratchFor = new WeakMap<TitleIndex, Scratch>();
function scratch(index: TitleIndex): Scratch {
  let s = scratchFor.get(index);
  if (!s) {
    s = {
      gramCount: new Uint8Array(index.vocab.length),
      touched: new Int32Array(index.vocab.length),
      acc: new Float32Array(index.size),
      excess: new Float32Array(index.size),
      mark: new Int32Array(index.size),
      titles: new Int32Array(index.size),
      generation: 0,
    };
    scratchFor.set(index, s);
  }
  return s;
}

/**
 * Vocabulary words within MAX_EDITS of `word`. Each edit changes at most two bigrams of
 * the padded word, so a match shares at least (distinct bigrams − 2·MAX_EDITS) of them.
 * Words of a similar length are counted through the bigram postings, and only those
 * sharing enough are verified by edit distance.
 */
function fuzzyCandidates(index: TitleIndex, word: string): Candidate[] {
  const s = scratch(index);
  const { gramStart, gramTokens, gramTable } = index.bigrams();
  const minBucket = Math.max(0, word.length - MAX_EDITS);
  const maxBucket = Math.min(MAX_BUCKET_LENGTH, word.length + MAX_EDITS);
  const windows = gramsOf(word, gramTable)
    .map((g) => ({ from: gramStart[g * BUCKETS + minBucket] ?? 0, to: gramStart[g * BUCKETS + maxBucket + 1] ?? 0 }))
    .sort((a, b) => a.to - a.from - (b.to - b.from));
  // Skipping the most common bigrams lowers the bar by as many; keep it at 2 or more so
  // the edit-distance checks stay few.
  const distinct = windows.length;
  const skip = Math.max(0, Math.min(distinct - 2 * MAX_EDITS - 2, MAX_SKIPPED_BIGRAMS));
  const scanned = windows.slice(0, distinct - skip);
  const needed = Math.max(1, distinct - 2 * MAX_EDITS - skip);
  const touched = s.touched;
  let n = 0;
  for (const { from, to } of scanned) {
    for (let k = from; k < to; k++) {
      const t = gramTokens[k] ?? 0;
      const c = s.gramCount[t] ?? 0;
      if (c === 0) touched[n++] = t;
      s.gramCount[t] = c + 1;
    }
  }
  const out: Candidate[] = [];
  for (let i = 0; i < n; i++) {
    const t = touched[i] ?? 0;
    if ((s.gramCount[t] ?? 0) >= needed) {
      const d = boundedEditDistance(word, index.vocab[t] ?? "", MAX_EDITS);
      if (d <= MAX_EDITS) out.push({ token: t, credit: EDIT_CREDIT[d] ?? 0 });
    }
    s.gramCount[t] = 0;
  }
  return out.sort((a, b) => b.credit - a.credit || a.token - b.token);
}

function prefixCandidates(index: TitleIndex, prefix: string): Candidate[] {
  const out: Candidate[] = [];
  let covered = 0;
  for (let t = lowerBound(index.vocab, prefix); t < index.vocab.length && covered < MAX_PREFIX_POSTINGS; t++) {
    const v = index.vocab[t] ?? "";
    if (!v.startsWith(prefix)) break;
    out.push({ token: t, credit: v === prefix ? 1 : PREFIX_CREDIT });
    covered += documentFrequency(index, t);
  }
  return out;
}

export interface QueryTerm {
  readonly candidates: readonly Candidate[];
  /** Unknown or rare word of 5+ characters: typo correction may find a better reading. */
  readonly typoSuspect: boolean;
  /** IDF weight the term brings to the query side of the score. */
  readonly weight: number;
}

/** A word this rare that sits within a couple of edits of common words is probably a typo. */
const RARE_DF = 3;
const PLURAL_CREDIT = 0.95;

function documentFrequency(index: TitleIndex, token: number): number {
  return (index.postingStart[token + 1] ?? 0) - (index.postingStart[token] ?? 0);
}

/** Singular/plural twin of a Latin-script word ("nurse" ↔ "nurses"), when it is in the vocabulary. */
function pluralTwin(index: TitleIndex, word: string): Candidate | undefined {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return undefined;
  const twin = index.tokenId(word.endsWith("s") ? word.slice(0, -1) : `${word}s`);
  return twin >= 0 ? { token: twin, credit: PLURAL_CREDIT } : undefined;
}

function termFor(index: TitleIndex, token: string, prefix: boolean, fuzzy: boolean): QueryTerm {
  const exact = index.tokenId(token);
  const cjk = isCjkWord(token);
  let candidates: Candidate[] = [];
  if (prefix && !cjk) candidates = prefixCandidates(index, token);
  else if (exact >= 0) candidates = [{ token: exact, credit: 1 }];
  if (!prefix && !cjk) {
    const twin = pluralTwin(index, token);
    if (twin) candidates.push(twin);
  }
  const rare = exact < 0 || documentFrequency(index, exact) <= RARE_DF;
  if (fuzzy && !prefix && rare && token.length >= FUZZY_MIN_LENGTH && !cjk) {
    candidates.push(...fuzzyCandidates(index, token).filter((c) => c.token !== exact));
  }
  const typoSuspect = rare && token.length >= FUZZY_MIN_LENGTH && !cjk && !prefix;
  if (candidates.length === 0) return { candidates, weight: Math.log(1 + index.size), typoSuspect };
  // The term weighs as much as its likeliest reading: credit × how common the word is.
  let canonical = candidates[0] as Candidate;
  let bestKey = -1;
  for (const c of candidates) {
    const key = c.credit * Math.log(2 + documentFrequency(index, c.token));
    if (key > bestKey) {
      bestKey = key;
      canonical = c;
    }
  }
  const weight = prefix
    ? Math.max(...candidates.map((c) => index.idf[c.token] ?? 0))
    : (index.idf[canonical.token] ?? 0);
  return { candidates: candidates.sort((a, b) => b.credit - a.credit || a.token - b.token), weight, typoSuspect };
}

/** Turns normalised query words into weighted terms with their vocabulary candidates. */
export function queryTerms(
  index: TitleIndex,
  words: readonly string[],
  prefixLast: boolean,
  fuzzy = true,
): QueryTerm[] {
  const terms: QueryTerm[] = [];
  words.forEach((word, wi) => {
    const isLast = wi === words.length - 1;
    // A one-letter word being typed says too little to complete; the words before it decide.
    if (prefixLast && isLast && words.length > 1 && word.length < 2 && !isCjkWord(word)) return;
    if (STOPWORDS.has(word) && !(prefixLast && isLast)) return;
    for (const token of wordTokens(word)) terms.push(termFor(index, token, prefixLast && isLast, fuzzy));
  });
  return terms;
}

export interface ScoredTitle {
  readonly title: number;
  readonly score: number;
}

/**
 * Whether titles first reached at term `from` can still score `floor`. Such a title matches
 * at most terms from..end, so (credit ≤ 1, and its unmatched words only add weight) its
 * score is at most 2R / (Q + R), R = their total weight. Needs every vocabulary word to be
 * a candidate of one term only (otherwise a title word could be discounted twice).
 */
function reachable(terms: readonly QueryTerm[], from: number, queryWeight: number, floor: number): boolean {
  if (floor <= 0) return true;
  let rest = 0;
  for (let j = from; j < terms.length; j++) rest += terms[j]?.weight ?? 0;
  return (2 * rest) / (queryWeight + rest) >= floor;
}

function sharesCandidates(terms: readonly QueryTerm[]): boolean {
  const seen = new Set<number>();
  for (const term of terms) {
    const own = new Set(term.candidates.map((c) => c.token));
    for (const t of own) {
      if (seen.has(t)) return true;
      seen.add(t);
    }
  }
  return false;
}

/**
 * IDF-weighted Dice score of every title sharing a token with the query:
 * 2·Σ credit·idf(matched) / (Σ idf(query) + Σ idf(title)). 1 means the same bag of words.
 * Returns the titles scoring within `keepWithin` of the best; `accept` filters titles
 * (e.g. by language) before scoring. With a `floor`, titles that provably score below it
 * may be left out: once the remaining terms cannot lift a new title to the floor, their
 * postings only update titles already reached (the long lists of common words are the cost).
 */
export function scoreTitles(
  index: TitleIndex,
  terms: readonly QueryTerm[],
  keepWithin: number,
  accept?: (title: number) => boolean,
  floor = 0,
): ScoredTitle[] {
  const s = scratch(index);
  const { mark, acc, excess, titles: touched } = s;
  const { postingStart, postings, idf: idfOf, titleWeight: weightOf } = index;
  let n = 0;
  const queryWeight = terms.reduce((a, t) => a + t.weight, 0);
  const base = s.generation;
  const skipped = base + terms.length + 1;
  const prune = floor > 0 && !sharesCandidates(terms);
  for (let ti = 0; ti < terms.length; ti++) {
    const term = terms[ti] as QueryTerm;
    const gen = base + ti + 1;
    const admitNew = !prune || reachable(terms, ti, queryWeight, floor);
    for (const cand of term.candidates) {
      const idf = idfOf[cand.token] ?? 0;
      // A matched title word counts with the query word's weight on both sides, so a rare
      // spelling variant ("pharmacists") neither outweighs nor undercuts the word typed.
      const gain = cand.credit * term.weight;
      const titleSideExcess = idf - term.weight;
      const end = postingStart[cand.token + 1] ?? 0;
      for (let k = postingStart[cand.token] ?? 0; k < end; k++) {
        const title = postings[k] as number;
        const m = mark[title] as number;
        if (m >= gen) continue;
        if (m <= base) {
          if (!admitNew) continue;
          if (accept && !accept(title)) {
            mark[title] = skipped; // skipped for the whole query
            continue;
          }
          acc[title] = 0;
          excess[title] = 0;
          touched[n++] = title;
        }
        mark[title] = gen;
        acc[title] = (acc[title] as number) + gain;
        excess[title] = (excess[title] as number) + titleSideExcess;
      }
    }
  }
  s.generation = base + terms.length + 2;
  if (s.generation > 2_000_000_000) {
    mark.fill(0);
    s.generation = 0;
  }
  // Scores go back into `acc`; only titles within `keepWithin` of the best are returned,
  // so a common word does not allocate an object per matching title.
  let top = 0;
  for (let i = 0; i < n; i++) {
    const title = touched[i] as number;
    const titleWeight = (weightOf[title] as number) - (excess[title] as number);
    const score = Math.min(1, (2 * (acc[title] as number)) / (queryWeight + titleWeight));
    acc[title] = score;
    if (score > top) top = score;
  }
  const out: ScoredTitle[] = [];
  for (let i = 0; i < n; i++) {
    const title = touched[i] as number;
    const score = acc[title] as number;
    if (score >= top - keepWithin) out.push({ title, score });
  }
  return out;
}

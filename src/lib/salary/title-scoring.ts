import type { MatchBudget } from "./match-budget.ts";
import { isCjkWord, KEEPS_EVERY_WORD, STOPWORDS, stopwordsIn, wordTokens } from "./normalize.ts";
import { documentFrequency, lowerBound, type TitleIndex } from "./title-index.ts";
import { FUZZY_MIN_LENGTH, ONE_OFF_MIN_LENGTH, typoCandidates, type Candidate } from "./typo-index.ts";

/**
 * Scoring a query against the title index. Titles are bags of tokens (so word order does
 * not matter), scored with an IDF-weighted Dice coefficient; the last word may be a prefix
 * still being typed, and rare or unknown words may be typos of common ones.
 */

const PREFIX_CREDIT = 0.9;
/** Prefix completion stops once the completed words cover this many titles. */
const MAX_PREFIX_POSTINGS = 5_000;

/** Buffers reused across queries (the engine is single-threaded per process). */
interface Scratch {
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

/** Singular/plural twin of a Latin-script word ("nurse" ↔ "nurses"), when it is in the vocabulary. */
function pluralTwin(index: TitleIndex, word: string): Candidate | undefined {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return undefined;
  const twin = index.tokenId(word.endsWith("s") ? word.slice(0, -1) : `${word}s`);
  return twin >= 0 ? { token: twin, credit: PLURAL_CREDIT } : undefined;
}

/**
 * The word as written with its umlauts, when it was typed spelled out (German "Gaertnerin",
 * "Buerokauffrau" for Gärtnerin, Bürokauffrau; folded, ä is a) and only that reading is in the
 * vocabulary: every ae/oe/ue read as a/o/u, else one at a time (Steuer keeps its "eue").
 */
function umlautTwin(index: TitleIndex, word: string): Candidate | undefined {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return undefined;
  const spots = [...word.matchAll(/[aou]e/g)].map((m) => m.index);
  if (spots.length === 0) return undefined;
  const readings = [word.replace(/([aou])e/g, "$1"), ...spots.map((at) => word.slice(0, at + 1) + word.slice(at + 2))];
  for (const reading of readings) {
    const twin = index.tokenId(reading);
    if (twin >= 0) return { token: twin, credit: 1 };
  }
  return undefined;
}

function termFor(
  index: TitleIndex,
  token: string,
  prefix: boolean,
  fuzzy: boolean,
  budget: MatchBudget | undefined,
): QueryTerm {
  const exact = index.tokenId(token);
  const cjk = isCjkWord(token);
  let candidates: Candidate[] = [];
  if (prefix && !cjk) candidates = prefixCandidates(index, token);
  else if (exact >= 0) candidates = [{ token: exact, credit: 1 }];
  if (!prefix && !cjk) {
    const twin = pluralTwin(index, token);
    if (twin) candidates.push(twin);
    const umlaut = exact < 0 ? umlautTwin(index, token) : undefined;
    if (umlaut) candidates.push(umlaut);
  }
  const rare = exact < 0 || documentFrequency(index, exact) <= RARE_DF;
  if (fuzzy && !prefix && rare && token.length >= FUZZY_MIN_LENGTH && !cjk) {
    const shared = typoCandidates(index.typos(), token, budget).filter((c) => c.token !== exact);
    const oneOff =
      shared.length === 0 && exact < 0 && token.length >= ONE_OFF_MIN_LENGTH
        ? typoCandidates(index.oneOffTypos(), token, budget)
        : [];
    candidates.push(...shared, ...oneOff);
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

/**
 * Turns normalised query words into weighted terms with their vocabulary candidates. With a
 * `budget`, typo correction draws on it, and a word met again in the same query (repeated, or
 * in another reading of it) reuses its term instead of paying again.
 */
/** Stopwords met only in languages that drop them: the words a Vietnamese title keeps stay in the vocabulary. */
const stopwordsOf = new WeakMap<TitleIndex, ReadonlySet<string>>();

/**
 * The words a query in `lang` drops: the stopwords, or in a language whose titles keep every
 * word (KEEPS_EVERY_WORD), only those no title holds ("of" typed on the Vietnamese page).
 */
export function stopwordsFor(index: TitleIndex, lang: string): ReadonlySet<string> {
  if (!KEEPS_EVERY_WORD.has(lang)) return stopwordsIn(lang);
  let set = stopwordsOf.get(index);
  if (!set) {
    set = new Set([...STOPWORDS].filter((w) => index.tokenId(w) < 0));
    stopwordsOf.set(index, set);
  }
  return set;
}

export function queryTerms(
  index: TitleIndex,
  words: readonly string[],
  prefixLast: boolean,
  fuzzy = true,
  budget?: MatchBudget,
  stopwords: ReadonlySet<string> = STOPWORDS,
): QueryTerm[] {
  const terms: QueryTerm[] = [];
  words.forEach((word, wi) => {
    const isLast = wi === words.length - 1;
    // A one-letter word being typed says too little to complete; the words before it decide.
    if (prefixLast && isLast && words.length > 1 && word.length < 2 && !isCjkWord(word)) return;
    if (stopwords.has(word) && !(prefixLast && isLast)) return;
    for (const token of wordTokens(word)) {
      const prefix = prefixLast && isLast;
      if (!budget) {
        terms.push(termFor(index, token, prefix, fuzzy, undefined));
        continue;
      }
      const key = `${prefix ? "p" : "w"}${fuzzy ? "f" : "x"}${token}`;
      let term = budget.terms.get(key) as QueryTerm | undefined;
      if (!term) {
        term = termFor(index, token, prefix, fuzzy, budget);
        budget.terms.set(key, term);
      }
      terms.push(term);
    }
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
 * With a `budget`, a candidate word whose postings it cannot pay for is left out whole, which
 * only lowers scores (the query word keeps its weight).
 */
export function scoreTitles(
  index: TitleIndex,
  terms: readonly QueryTerm[],
  keepWithin: number,
  accept?: (title: number) => boolean,
  floor = 0,
  budget?: MatchBudget,
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
      const start = postingStart[cand.token] ?? 0;
      const end = postingStart[cand.token + 1] ?? 0;
      if (budget && !budget.score(end - start)) continue;
      for (let k = start; k < end; k++) {
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

/** A candidate with this credit is the word as typed or its plural twin. */
const SAME_WORD_CREDIT = PLURAL_CREDIT;

/**
 * Titles (passing `accept`) that hold every term as typed or as its plural twin. The shortest
 * list is walked and the others are checked through a set of their titles; each posting
 * read is charged to the budget, and a query it cannot pay for holds nothing.
 */
export function titlesHoldingEvery(
  index: TitleIndex,
  terms: readonly QueryTerm[],
  accept: ((title: number) => boolean) | undefined,
  budget: MatchBudget,
): number[] {
  const lists = terms.map((term) => {
    const titles: number[] = [];
    for (const c of term.candidates) {
      if (c.credit < SAME_WORD_CREDIT) continue;
      const start = index.postingStart[c.token] ?? 0;
      const end = index.postingStart[c.token + 1] ?? 0;
      for (let k = start; k < end; k++) titles.push(index.postings[k] as number);
    }
    return titles;
  });
  const total = lists.reduce((n, l) => n + l.length, 0);
  if (lists.some((l) => l.length === 0) || !budget.score(total)) return [];
  lists.sort((a, b) => a.length - b.length);
  const [first = [], ...rest] = lists;
  const others = rest.map((l) => new Set(l));
  const out: number[] = [];
  for (const title of new Set(first)) {
    if (accept && !accept(title)) continue;
    if (others.every((set) => set.has(title))) out.push(title);
  }
  return out;
}

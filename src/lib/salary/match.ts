import { MatchBudget, SUGGEST_LIMITS } from "./match-budget.ts";
import { words } from "./normalize.ts";
import { parseSeniority, RANK_WITHIN_OCCUPATION, type SeniorityLevel } from "./seniority.ts";
import type { TitleIndex } from "./title-index.ts";
import { queryTerms, scoreTitles, type ScoredTitle } from "./title-scoring.ts";

/** Below this score a query is "no match" rather than a guess. */
export const MIN_MATCH_SCORE = 0.66;
/** Scores this close count as a tie, broken by occupation employment (the likelier job). */
const TIE_MARGIN = 0.02;
/** An occupation's own title joins the tie from further back (e.g. singular vs plural). */
const PRIMARY_TIE_MARGIN = 0.06;
/**
 * Titles scoring below this cannot decide a match: a match needs a top of MIN_MATCH_SCORE,
 * and only titles within PRIMARY_TIE_MARGIN of the top take part (see scoreTitles).
 */
const SCORE_FLOOR = MIN_MATCH_SCORE - PRIMARY_TIE_MARGIN - 0.01;

export interface TitleMatch {
  readonly occupation: number;
  readonly title: number;
  /** Match score (0–1) times the mapping quality of the title. */
  readonly confidence: number;
  readonly score: number;
  readonly seniority: SeniorityLevel | undefined;
  /** Whether the seniority multiplier applies (see seniority.ts). */
  readonly applySeniority: boolean;
}

export interface MatchContext {
  readonly index: TitleIndex;
  readonly employment: ArrayLike<number>;
}

/**
 * The best hit. Scores within TIE_MARGIN of the top are a tie, resolved per occupation:
 * one whose own BLS/O*NET title matched first, then the better-mapped, then the one more titles point to, then
 * the larger employment (the likelier job).
 */
function best(ctx: MatchContext, scored: readonly ScoredTitle[]): ScoredTitle | undefined {
  let top = 0;
  for (const s of scored) if (s.score > top) top = s.score;
  const byOccupation = new Map<number, { hit: ScoredTitle; primary: number; quality: number; count: number }>();
  for (const s of scored) {
    const primary = ctx.index.primary[s.title] ?? 0;
    if (s.score < top - (primary ? PRIMARY_TIE_MARGIN : TIE_MARGIN)) continue;
    const occ = ctx.index.occ[s.title] ?? 0;
    const entry = byOccupation.get(occ) ?? { hit: s, primary: 0, quality: 0, count: 0 };
    entry.count++;
    entry.primary = Math.max(entry.primary, primary);
    entry.quality = Math.max(entry.quality, ctx.index.quality[s.title] ?? 0);
    if (s.score > entry.hit.score) entry.hit = s;
    byOccupation.set(occ, entry);
  }
  let winner: { hit: ScoredTitle; key: number } | undefined;
  for (const [occ, e] of byOccupation) {
    const key =
      e.primary * 1e16 + Math.round(e.quality * 100) * 1e13 + Math.min(999, e.count) * 1e9 + (ctx.employment[occ] ?? 0);
    if (!winner || key > winner.key) winner = { hit: e.hit, key };
  }
  return winner?.hit;
}

/**
 * Exact words first; typo correction (the costly part) only when a word is unknown or
 * rare and the query did not already match a title exactly.
 */
function search(ctx: MatchContext, ws: readonly string[], budget: MatchBudget): ScoredTitle | undefined {
  if (ws.length === 0) return undefined;
  const exactTerms = queryTerms(ctx.index, ws, false, false, budget);
  const unknownWord = exactTerms.some((t) => t.typoSuspect && t.candidates.length === 0);
  const exact = unknownWord
    ? undefined
    : best(ctx, scoreTitles(ctx.index, exactTerms, PRIMARY_TIE_MARGIN, undefined, SCORE_FLOOR, budget));
  if ((exact && exact.score >= 0.999) || !exactTerms.some((t) => t.typoSuspect)) return exact;
  const terms = queryTerms(ctx.index, ws, false, true, budget);
  return best(ctx, scoreTitles(ctx.index, terms, PRIMARY_TIE_MARGIN, undefined, SCORE_FLOOR, budget));
}

function toMatch(
  ctx: MatchContext,
  hit: ScoredTitle,
  seniority: SeniorityLevel | undefined,
  applySeniority: boolean,
): TitleMatch {
  const quality = ctx.index.quality[hit.title] ?? 0;
  return {
    occupation: ctx.index.occ[hit.title] ?? 0,
    title: hit.title,
    score: hit.score,
    confidence: hit.score * quality,
    seniority,
    applySeniority: applySeniority && seniority !== undefined,
  };
}

/**
 * Finds the occupation for a free-text job title in any language.
 * 1. A title that matches exactly as written wins (Head Cook, Chief Executive).
 * 2. Otherwise seniority words are stripped and the rest is matched.
 * 3. Failing that, the full text is matched as is.
 * All of it shares one work budget (see match-budget.ts); pass one to read the work done.
 */
export function matchTitle(
  ctx: MatchContext,
  position: string,
  lang: string,
  budget: MatchBudget = new MatchBudget(),
): TitleMatch | undefined {
  const all = words(position);
  const { level, core } = parseSeniority(all, lang);
  const full = search(ctx, all, budget);
  if (level === undefined)
    return full && full.score >= MIN_MATCH_SCORE ? toMatch(ctx, full, undefined, false) : undefined;
  if (full && full.score >= 0.999) return toMatch(ctx, full, level, RANK_WITHIN_OCCUPATION.has(level));
  const stripped = search(ctx, core, budget);
  if (stripped && stripped.score >= MIN_MATCH_SCORE && (!full || stripped.score >= full.score - TIE_MARGIN)) {
    return toMatch(ctx, stripped, level, true);
  }
  if (full && full.score >= MIN_MATCH_SCORE) return toMatch(ctx, full, level, RANK_WITHIN_OCCUPATION.has(level));
  return undefined;
}

/** Suggestions are drawn from titles scoring within this distance of the best one. */
const SUGGESTION_WINDOW = 0.35;

export interface Suggestion {
  readonly title: string;
  readonly code: string;
  readonly occupation: string;
  readonly lang: string;
  readonly score: number;
}

/**
 * Autocomplete: titles in `lang` (then English) whose words match the query, the last
 * word completed as a prefix. Ranked by score, then language, then employment. The work
 * is bounded by a budget (SUGGEST_LIMITS unless one is passed in).
 */
export function suggestTitles(
  ctx: MatchContext,
  query: string,
  lang: string,
  limit: number,
  describe: (occupation: number) => { code: string; title: string },
  budget: MatchBudget = new MatchBudget(SUGGEST_LIMITS),
): Suggestion[] {
  const ws = words(query);
  if (ws.length === 0) return [];
  const langIndex = ctx.index.languages.indexOf(lang);
  const enIndex = ctx.index.languages.indexOf("en");
  const accept = (t: number): boolean => ctx.index.lang[t] === langIndex || ctx.index.lang[t] === enIndex;
  const scored = scoreTitles(
    ctx.index,
    queryTerms(ctx.index, ws, true, true, budget),
    SUGGESTION_WINDOW,
    accept,
    0,
    budget,
  );
  const rankOf = (s: ScoredTitle): number =>
    s.score * 10 +
    (ctx.index.lang[s.title] === langIndex ? 1 : 0) +
    Math.log10(1 + (ctx.employment[ctx.index.occ[s.title] ?? 0] ?? 0)) / 10;
  // Only the first few in rank order are read (duplicates skipped), so they are picked
  // rather than sorting every title a broad query reaches; more only if duplicates ate them.
  for (let take = Math.max(16, limit * 4); ; take *= 4) {
    const ranked = firstRanked(scored, rankOf, take);
    const out = suggestionsFrom(ctx, ranked, limit, describe);
    if (out.done || ranked.length === scored.length) return out.suggestions;
  }
}

interface Ranked {
  readonly s: ScoredTitle;
  readonly rank: number;
}

/** Higher rank first, then the lower title id (the order a full sort gives). */
const rankOrder = (a: Ranked, b: Ranked): number => b.rank - a.rank || a.s.title - b.s.title;

/** The first `k` of `scored` in rankOrder, sorted: a bounded insertion instead of a full sort. */
function firstRanked(scored: readonly ScoredTitle[], rankOf: (s: ScoredTitle) => number, k: number): Ranked[] {
  const top: Ranked[] = [];
  for (const s of scored) {
    const rank = rankOf(s);
    const last = top[top.length - 1];
    if (top.length >= k && last && (rank < last.rank || (rank === last.rank && s.title > last.s.title))) continue;
    const item = { s, rank };
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rankOrder(top[mid] as Ranked, item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, item);
    if (top.length > k) top.pop();
  }
  return top;
}

/** Suggestions in rank order; `done` once `limit` are found or the scores run too low. */
function suggestionsFrom(
  ctx: MatchContext,
  ranked: readonly Ranked[],
  limit: number,
  describe: (occupation: number) => { code: string; title: string },
): { suggestions: Suggestion[]; done: boolean } {
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const { s } of ranked) {
    if (out.length >= limit || s.score < 0.2) return { suggestions: out, done: true };
    const title = ctx.index.text(s.title);
    const key = title.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const occ = describe(ctx.index.occ[s.title] ?? 0);
    out.push({
      title,
      code: occ.code,
      occupation: occ.title,
      lang: ctx.index.languages[ctx.index.lang[s.title] ?? 0] ?? "en",
      score: Math.round(s.score * 100) / 100,
    });
  }
  return { suggestions: out, done: out.length >= limit };
}

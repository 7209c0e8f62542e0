import { MatchBudget, SUGGEST_LIMITS } from "./match-budget.ts";
import { isCjkWord, splitUnspaced, titleTokens, words, writtenForm } from "./normalize.ts";
import { beforeSeparator, withoutAdWords, withoutSalaryWords } from "./words-around-the-job.ts";
import { parseSeniority, RANK_WITHIN_OCCUPATION, type SeniorityLevel } from "./seniority.ts";
import type { TitleIndex } from "./title-index.ts";
import {
  queryTerms,
  scoreTitles,
  stopwordsFor,
  titlesHoldingEvery,
  type QueryTerm,
  type ScoredTitle,
} from "./title-scoring.ts";

/** A match at this score holds every word typed: a whole title, which wins over any other reading. */
export const WHOLE_TITLE_SCORE = 0.999;

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
 * Which language a title is in, for counting how many titles point to an occupation: the
 * visitor's (2) outweighs English (1), which outweighs any other (0).
 */
type LanguageTier = (title: number) => 0 | 1 | 2;

interface OccupationVotes {
  hit: ScoredTitle;
  primary: number;
  quality: number;
  /** Titles pointing to the occupation, per LanguageTier. */
  readonly count: [number, number, number];
}

/** Positive when `a` is the likelier occupation; see best. */
function compareVotes(a: OccupationVotes, b: OccupationVotes, employmentA: number, employmentB: number): number {
  return (
    a.primary - b.primary ||
    Math.round(a.quality * 100) - Math.round(b.quality * 100) ||
    a.count[2] - b.count[2] ||
    a.count[1] - b.count[1] ||
    a.count[0] - b.count[0] ||
    employmentA - employmentB
  );
}

/**
 * The best hit. Scores within TIE_MARGIN of the top are a tie, resolved per occupation:
 * one whose own BLS/O*NET title matched first, then the better-mapped, then the one more titles
 * point to (the visitor's language counted first, then English, then the others), then the
 * larger employment (the likelier job).
 */
function best(
  ctx: MatchContext,
  scored: readonly ScoredTitle[],
  tier?: LanguageTier,
  written?: string,
): ScoredTitle | undefined {
  let top = 0;
  for (const s of scored) if (s.score > top) top = s.score;
  const byOccupation = new Map<number, OccupationVotes>();
  for (const s of asWrittenFirst(ctx, scored, top, written)) {
    const primary = ctx.index.primary[s.title] ?? 0;
    if (s.score < top - (primary ? PRIMARY_TIE_MARGIN : TIE_MARGIN)) continue;
    const occ = ctx.index.occ[s.title] ?? 0;
    const entry = byOccupation.get(occ) ?? { hit: s, primary: 0, quality: 0, count: [0, 0, 0] };
    entry.count[tier ? tier(s.title) : 0]++;
    entry.primary = Math.max(entry.primary, primary);
    entry.quality = Math.max(entry.quality, ctx.index.quality[s.title] ?? 0);
    if (s.score > entry.hit.score) entry.hit = s;
    byOccupation.set(occ, entry);
  }
  let winner: { occ: number; votes: OccupationVotes } | undefined;
  for (const [occ, votes] of byOccupation) {
    const employment = ctx.employment[occ] ?? 0;
    if (!winner || compareVotes(votes, winner.votes, employment, ctx.employment[winner.occ] ?? 0) > 0)
      winner = { occ, votes };
  }
  return winner?.votes.hit;
}

/**
 * Among the titles tied at the top on folded words, those written exactly as the visitor typed
 * them, marks included, when there are any: the marks were typed to say which job. `written` is
 * set only when the typed text carries marks that folding drops (see matchTitle).
 */
function asWrittenFirst(
  ctx: MatchContext,
  scored: readonly ScoredTitle[],
  top: number,
  written: string | undefined,
): readonly ScoredTitle[] {
  if (written === undefined || top < WHOLE_TITLE_SCORE) return scored;
  const same = scored.filter((s) => s.score >= WHOLE_TITLE_SCORE && writtenForm(ctx.index.text(s.title)) === written);
  return same.length > 0 ? same : scored;
}

/** The LanguageTier of a visitor of `lang`. */
function languageTier(index: TitleIndex, lang: string): LanguageTier {
  const own = index.languages.indexOf(lang);
  const en = index.languages.indexOf("en");
  return (t) => {
    const l = index.lang[t];
    return l === own ? 2 : l === en ? 1 : 0;
  };
}

/** Which titles a search may use: those of some languages, or all (undefined). */
type TitleFilter = ((title: number) => boolean) | undefined;

/**
 * Titles in the visitor's language or in English, which many type whatever their language. A
 * word is matched among these first, so Spanish "bodas" or Norwegian "tjener" never beat the
 * visitor's own words.
 */
function ownLanguages(tier: LanguageTier): (title: number) => boolean {
  return (t) => tier(t) > 0;
}

/**
 * Exact words first; typo correction (the costly part) only when a word is unknown or rare
 * and the query did not already match a title exactly. A reach of whole titles stops at the
 * exact reading.
 */
function search(ctx: MatchContext, ws: readonly string[], budget: MatchBudget, reach: Reach): ScoredTitle | undefined {
  if (ws.length === 0) return undefined;
  const { accept } = reach;
  const exactTerms = queryTerms(ctx.index, ws, false, false, budget, reach.stopwords);
  const unknownWord = exactTerms.some((t) => t.typoSuspect && t.candidates.length === 0);
  // A whole title of the visitor's language is chosen among all languages' titles, so that the
  // same words filed under an occupation elsewhere settle a tie between two of theirs.
  const votes = reach.wholeTitle && accept !== undefined;
  const scored = unknownWord
    ? []
    : scoreTitles(ctx.index, exactTerms, PRIMARY_TIE_MARGIN, votes ? undefined : accept, SCORE_FLOOR, budget);
  const exact =
    votes && accept
      ? votedBest(ctx, scored, accept, reach.tier, reach.written)
      : best(ctx, scored, reach.tier, reach.written);
  if ((exact && exact.score >= WHOLE_TITLE_SCORE) || reach.wholeTitle) return exact;
  const common =
    unknownWord || (exact && exact.score >= GENERIC_BELOW) ? undefined : commonJob(ctx, exactTerms, accept, budget);
  if (common) return common;
  if (!reach.fuzzy || !exactTerms.some((t) => t.typoSuspect)) return exact;
  const terms = queryTerms(ctx.index, ws, false, true, budget, reach.stopwords);
  return best(ctx, scoreTitles(ctx.index, terms, PRIMARY_TIE_MARGIN, accept, SCORE_FLOOR, budget), reach.tier);
}

/**
 * The best whole title among `accept`'s, with every language's titles voting: only occupations
 * that one of `accept`'s titles reaches can win, and the title returned is one of those.
 */
function votedBest(
  ctx: MatchContext,
  scored: readonly ScoredTitle[],
  accept: (title: number) => boolean,
  tier: LanguageTier,
  written: string | undefined,
): ScoredTitle | undefined {
  let top = 0;
  for (const s of scored) if (s.score > top && accept(s.title)) top = s.score;
  if (top < WHOLE_TITLE_SCORE) return undefined;
  const own = new Map<number, ScoredTitle>();
  for (const s of scored) {
    if (!accept(s.title) || s.score < top - PRIMARY_TIE_MARGIN) continue;
    const occ = ctx.index.occ[s.title] ?? 0;
    const seen = own.get(occ);
    if (!seen || s.score > seen.score) own.set(occ, s);
  }
  const winner = best(
    ctx,
    scored.filter((s) => own.has(ctx.index.occ[s.title] ?? 0)),
    tier,
    written,
  );
  return winner && own.get(ctx.index.occ[winner.title] ?? 0);
}

/**
 * A title this close to the words typed (a plural away, "pharmacists") is the match as it is;
 * below it, a word shared by several occupations is read as the common job (commonJob).
 */
const GENERIC_BELOW = 0.9;
/** Generic words are short: "Lehrer", "driver", "professeur de lycée". */
const GENERIC_MAX_TERMS = 2;

/**
 * A generic word that names no title exactly but is part of titles of several occupations
 * ("Lehrer" in Montessori-Lehrer and Lehrer Sekundarstufe, "professeur" in professeur en TIC
 * and professeur des écoles) means the job most people hold: among the occupations whose titles
 * hold every word typed, the one with the most employment times title support. A specialised
 * label wins only when its own words are typed, since those make it the exact match.
 */
function commonJob(
  ctx: MatchContext,
  terms: readonly QueryTerm[],
  accept: TitleFilter,
  budget: MatchBudget,
): ScoredTitle | undefined {
  if (terms.length === 0 || terms.length > GENERIC_MAX_TERMS) return undefined;
  const holding = titlesHoldingEvery(ctx.index, terms, accept, budget);
  if (holding.length === 0) return undefined;
  const queryWeight = terms.reduce((sum, t) => sum + t.weight, 0);
  // Per occupation: how much its titles support the reading (each by how close it is to the
  // words typed, so a long specialised label counts little), and its shortest such title.
  const support = new Map<number, { evidence: number; title: number; weight: number }>();
  for (const title of holding) {
    const occ = ctx.index.occ[title] ?? 0;
    const weight = ctx.index.titleWeight[title] ?? 0;
    const closeness = (2 * queryWeight) / (queryWeight + Math.max(queryWeight, weight));
    const entry = support.get(occ) ?? { evidence: 0, title, weight };
    entry.evidence += closeness * closeness;
    if (weight < entry.weight) Object.assign(entry, { title, weight });
    support.set(occ, entry);
  }
  let winner: { title: number; key: number } | undefined;
  for (const [occ, e] of support) {
    const key = e.evidence * (ctx.employment[occ] ?? 0);
    if (!winner || key > winner.key) winner = { title: e.title, key };
  }
  return winner && { title: winner.title, score: GENERIC_SCORE };
}

/** A generic word's match is a likely reading, not an exact one: it shows as medium confidence. */
const GENERIC_SCORE = 0.75;

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
 * A title from another language than the visitor's (and English) is used only when nothing in
 * theirs fits, and its confidence is scaled by this, so it never reads as sure as one of theirs.
 */
export const FOREIGN_CONFIDENCE = 0.85;

/** How far a search may go from the words typed. */
interface Reach {
  /** Which titles it may use. */
  readonly accept: TitleFilter;
  /** Only a title holding exactly the words typed (in any order) counts. */
  readonly wholeTitle: boolean;
  /** Typo correction may read a word as another. */
  readonly fuzzy: boolean;
  /** The words the visitor's language drops (stopwordsFor). */
  readonly stopwords: ReadonlySet<string>;
  readonly tier: LanguageTier;
  /** The query as typed with its marks (writtenForm), when folding changed it; else undefined. */
  readonly written: string | undefined;
}

/**
 * Finds the occupation for a free-text job title. The reaches, in order:
 * 1. a whole title in the visitor's language or English;
 * 2. a whole title in any language (Russian "повар" typed on the Kazakh page);
 * 3. the closest title in the visitor's language or English: a generic word read as the common
 *    job, or a typo corrected;
 * 4. the closest title in any language, exact words only (a typo corrected into another
 *    language's word is a guess too far: Uzbek "injener" is not Norwegian "tjener").
 * A title from another language than the visitor's and English carries FOREIGN_CONFIDENCE.
 * Within a reach:
 * - A title that matches exactly as written wins (Head Cook, Chief Executive). A seniority
 *   word in it is part of the occupation's name when the rest alone leads to another
 *   occupation (Uzbek "kichik hamshira", junior nurse, is a nursing assistant).
 * - Otherwise seniority words are stripped and the rest is matched.
 * - Failing that, the full text is matched as is.
 * All of it shares one work budget (see match-budget.ts); pass one to read the work done.
 */
export function matchTitle(
  ctx: MatchContext,
  position: string,
  lang: string,
  budget: MatchBudget = new MatchBudget(),
): TitleMatch | undefined {
  // An unspaced Korean compound is read with its spaces first, and as typed if that finds nothing.
  const spaced = withSpaces(ctx.index, position);
  const unspaced = spaced !== position ? matchText(ctx, spaced, lang, budget) : undefined;
  if (unspaced) return unspaced;
  const asTyped = matchText(ctx, position, lang, budget);
  if (asTyped && asTyped.score >= WHOLE_TITLE_SCORE) return asTyped;
  // A word for pay typed beside the job ("nurse salary") says nothing about the job: the rest is read.
  const withoutPay = withoutSalaryWords(position, lang);
  const job = withoutPay !== position ? matchTitle(ctx, withoutPay, lang, budget) : undefined;
  if (job) return job;
  // A title pasted from a job ad ("Kassierer (m/w/d) – Teilzeit", "Vendeur H/F - Lyon") is read
  // without what the ad adds around the job: its gender marker and working-time or hiring
  // words, then only the part before the ad's first separator. A reading replaces the words as
  // typed where it is a whole title, where they found nothing or where it scores higher; a title
  // the ad's words belong to (Contract Manager, Remote Sensing Scientist) is whole as typed and
  // keeps them.
  for (const reading of [withoutAdWords(position, lang), beforeSeparator(position)]) {
    if (reading === position || reading.trim() === "") continue;
    const found = matchTitle(ctx, reading, lang, budget);
    if (found && (found.score >= WHOLE_TITLE_SCORE || !asTyped || found.score > asTyped.score)) return found;
  }
  // Where no title holds the words as typed, other readings: a compound typed in parts (Arzt
  // Helferin) read whole, Arabic words typed with the article (المحاسب) without it, feminine and
  // plural forms in the form the titles hold, an Uzbek word split where its sign stood. Each
  // counts only as a whole title of the visitor's own language (another language may file the
  // same letters under another job).
  const tier = languageTier(ctx.index, lang);
  const readings = [
    withCompounds(ctx.index, position),
    withoutArticle(ctx.index, position),
    inBaseForm(ctx.index, position, lang),
    withUzbekSign(ctx.index, position, lang),
  ];
  for (const reading of readings) {
    if (reading === position) continue;
    const found = matchText(ctx, reading, lang, budget);
    if (found && found.score >= WHOLE_TITLE_SCORE && tier(found.title) === 2) return found;
  }
  return asTyped;
}

/** Spanish and Portuguese form their feminines and plurals alike (enfermera, enfermeros). */
const IBERIAN_BASE_FORMS: readonly (readonly [RegExp, string])[] = [
  [/ora$/u, "or"],
  [/a$/u, "o"],
  [/oras$/u, "or"],
  [/as$/u, "o"],
  [/es$/u, ""],
  [/s$/u, ""],
];

/**
 * A feminine or plural form the titles do not hold, read as the form they do, per language
 * (folded letters: "ière" is "iere", Arabic "ة" is "ه"): Lehrerin → lehrer, programmeuse →
 * programmeur, enfermera → enfermero, محاسبة → محاسب, öğretmenler → ogretmen. The first rule
 * whose result is a title word applies.
 */
const BASE_FORMS: Readonly<Record<string, readonly (readonly [RegExp, string])[]>> = {
  de: [
    [/innen$/u, ""],
    [/in$/u, ""],
  ],
  es: IBERIAN_BASE_FORMS,
  pt: IBERIAN_BASE_FORMS,
  it: [
    [/trice$/u, "tore"],
    [/essa$/u, "e"],
    [/a$/u, "o"],
    [/a$/u, "e"],
    [/e$/u, "a"],
    [/i$/u, "o"],
    [/i$/u, "e"],
  ],
  fr: [
    [/euse$/u, "eur"],
    [/rice$/u, "eur"],
    [/iere$/u, "ier"],
    [/ienne$/u, "ien"],
    [/ere$/u, "er"],
    [/e$/u, ""],
    [/s$/u, ""],
  ],
  ar: [[/ه$/u, ""]],
  ru: [
    [/ница$/u, "ник"],
    [/ша$/u, ""],
    [/ка$/u, ""],
  ],
  tr: [[/l[ae]r$/u, ""]],
  en: [
    [/es$/u, ""],
    [/s$/u, ""],
  ],
};

/** Words the titles do not hold, in the base form `lang`'s rules (BASE_FORMS) give where that is a title word. */
function inBaseForm(index: TitleIndex, position: string, lang: string): string {
  const rules = BASE_FORMS[lang];
  if (!rules) return position;
  return eachWord(position, (w) => {
    if (w.length < 4 || index.tokenId(w) !== -1) return w;
    for (const [suffix, base] of rules) {
      if (!suffix.test(w)) continue;
      const candidate = w.replace(suffix, base);
      if (candidate.length >= 3 && index.tokenId(candidate) !== -1) return candidate;
    }
    return w;
  });
}

/**
 * Uzbek writes a glottal stop with an apostrophe inside a word (maʼlumot, taʼminot, sanʼat,
 * masʼul), which separates the title's words; typed without it, the word the titles do not
 * hold is split where a short first part and the rest are both title words.
 */
function withUzbekSign(index: TitleIndex, position: string, lang: string): string {
  if (lang !== "uz") return position;
  return eachWord(position, (w) => {
    if (w.length < 5 || index.tokenId(w) !== -1) return w;
    for (let k = 1; k <= Math.min(UZBEK_SIGN_AFTER, w.length - 3); k++)
      if (index.tokenId(w.slice(0, k)) !== -1 && index.tokenId(w.slice(k)) !== -1)
        return `${w.slice(0, k)} ${w.slice(k)}`;
    return w;
  });
}

/** The sign follows the first syllable: at most this many letters into the word. */
const UZBEK_SIGN_AFTER = 4;

/** The Arabic article, and the shortest word left once it is taken off. */
const ARABIC_ARTICLE = /^ال(.{3,})$/u;

/** Words the titles do not hold that start with the Arabic article, without it where the rest is a title word. */
function withoutArticle(index: TitleIndex, position: string): string {
  return eachWord(position, (w) => {
    const rest = ARABIC_ARTICLE.exec(w)?.[1];
    return rest !== undefined && index.tokenId(w) === -1 && index.tokenId(rest) !== -1 ? rest : w;
  });
}

/** Words typed apart that the titles hold as one word (a compound), joined; the longest joins first. */
function withCompounds(index: TitleIndex, position: string): string {
  const ws = words(position);
  if (ws.length < 2) return position;
  const out: string[] = [];
  for (let i = 0; i < ws.length;) {
    let take = 1;
    for (let n = Math.min(COMPOUND_MAX_PARTS, ws.length - i); n > 1; n--)
      if (index.tokenId(ws.slice(i, i + n).join("")) !== -1) {
        take = n;
        break;
      }
    out.push(ws.slice(i, i + take).join(""));
    i += take;
  }
  return out.length < ws.length ? out.join(" ") : position;
}

/** A compound is typed in at most this many parts (Alarm Anlagen Monteur). */
const COMPOUND_MAX_PARTS = 3;

function matchText(ctx: MatchContext, position: string, lang: string, budget: MatchBudget): TitleMatch | undefined {
  const tier = languageTier(ctx.index, lang);
  const own = ownLanguages(tier);
  const stopwords = stopwordsFor(ctx.index, lang);
  const typed = words(position);
  const asTyped = writtenForm(position);
  const written = asTyped === typed.join(" ") ? undefined : asTyped;
  const reaches: readonly Reach[] = [
    { accept: own, wholeTitle: true, fuzzy: false, stopwords, tier, written },
    { accept: undefined, wholeTitle: true, fuzzy: false, stopwords, tier, written },
    { accept: own, wholeTitle: false, fuzzy: true, stopwords, tier, written },
    { accept: undefined, wholeTitle: false, fuzzy: false, stopwords, tier, written },
  ];
  for (const reach of reaches) {
    const found = matchWithin(ctx, position, lang, budget, reach);
    if (!found) continue;
    const foreign = reach.accept === undefined && !own(found.title);
    return foreign ? { ...found, confidence: found.confidence * FOREIGN_CONFIDENCE } : found;
  }
  const head = namedWithin(ctx, typed, budget, reaches[0] as Reach);
  return head && toMatch(ctx, head, undefined, false);
}

/** The text with each unspaced Korean compound the titles do not hold split into words they do (splitUnspaced). */
function withSpaces(index: TitleIndex, position: string): string {
  const known = (piece: string) => index.tokenId(piece) !== -1;
  return eachWord(position, (w) => splitUnspaced(w, known)?.join(" ") ?? w);
}

/** The text with each of its words read by `read` (a word may become two), or the text itself when none changed. */
function eachWord(position: string, read: (word: string) => string): string {
  const ws = words(position);
  const out = ws.map(read);
  return out.some((w, i) => w !== ws[i]) ? out.join(" ") : position;
}

/**
 * A title of the visitor's language (or English) whose every word was typed, with words around
 * it that name no title with it: "enfermera de colegio", "중환자실 간호사", "bank guard". The
 * Dice score lets a rare qualifier outweigh a common job word (a job word in hundreds of titles
 * weighs little), so the phrase found nothing; here each word left over counts at most as much
 * as the heaviest word matched, and the title counts when that adjusted score reaches
 * MIN_MATCH_SCORE: one job word beside one qualifier, two beside two, never one beside two.
 * The adjusted score is the match's score, so its confidence says it is a reading, not a hit.
 */
function namedWithin(
  ctx: MatchContext,
  ws: readonly string[],
  budget: MatchBudget,
  reach: Reach,
): ScoredTitle | undefined {
  if (ws.length > CONTAINED_MAX_WORDS) return undefined;
  // Word by word, so that each term knows the Han/kana run it is a bigram of (-1: none).
  const terms: QueryTerm[] = [];
  const runs: number[] = [];
  ws.forEach((word, wi) => {
    const own = queryTerms(ctx.index, [word], false, false, budget, reach.stopwords);
    const run = isCjkWord(word) && own.length > 1 ? wi : -1;
    for (const term of own) {
      terms.push(term);
      runs.push(run);
    }
  });
  if (terms.length < 2 || terms.length > CONTAINED_MAX_TERMS) return undefined;
  const scored = scoreTitles(ctx.index, terms, CONTAINED_WINDOW, reach.accept, 0, budget)
    .sort((a, b) => b.score - a.score)
    .slice(0, CONTAINED_LOOKS);
  const named: ScoredTitle[] = [];
  for (const s of scored) {
    const score = containedScore(ctx, terms, runs, s.title);
    if (score >= MIN_MATCH_SCORE) named.push({ title: s.title, score });
  }
  return best(ctx, named, reach.tier);
}

/** Titles scoring this far below the best phrase match are still looked at for namedWithin. */
const CONTAINED_WINDOW = 0.5;
/**
 * A job phrase is a few words; a longer text is not read for a title inside it, and only the
 * best-scoring titles are checked word by word (a title inside the phrase scores near the top).
 */
const CONTAINED_MAX_WORDS = 6;
/** Han and kana count by bigrams: a dozen is a phrase of about a dozen characters. */
const CONTAINED_MAX_TERMS = 12;
const CONTAINED_LOOKS = 64;

/**
 * namedWithin's adjusted score of `title` against `terms`, or 0 if a word of it was not typed.
 * Han and kana are unspaced, so the bigram joining a qualifier to the job ("室看" in 手術室看護師)
 * is neither: a bigram left over beside a matched one of the same run counts for nothing.
 */
function containedScore(
  ctx: MatchContext,
  terms: readonly QueryTerm[],
  runs: readonly number[],
  title: number,
): number {
  const lang = ctx.index.languages[ctx.index.lang[title] ?? 0] ?? "";
  const tokens = new Set(titleTokens(ctx.index.text(title), lang).map((t) => ctx.index.tokenId(t)));
  if (tokens.size === 0 || tokens.has(-1)) return 0;
  const matched = new Set<number>();
  const hits = terms.map((term) => term.candidates.find((c) => tokens.has(c.token) && c.credit >= 0.999));
  let heaviest = 0;
  let inTitle = 0;
  const rest: number[] = [];
  terms.forEach((term, i) => {
    const hit = hits[i];
    if (hit) {
      matched.add(hit.token);
      inTitle += term.weight;
      heaviest = Math.max(heaviest, term.weight);
      return;
    }
    const run = runs[i] ?? -1;
    const joins = run >= 0 && ((runs[i - 1] === run && hits[i - 1]) || (runs[i + 1] === run && hits[i + 1]));
    if (!joins) rest.push(term.weight);
  });
  if (matched.size < tokens.size) return 0;
  const left = rest.reduce((sum, w) => sum + Math.min(w, heaviest), 0);
  return (2 * inTitle) / (2 * inTitle + left);
}

function matchWithin(
  ctx: MatchContext,
  position: string,
  lang: string,
  budget: MatchBudget,
  reach: Reach,
): TitleMatch | undefined {
  const all = words(position);
  const { level, core } = parseSeniority(all, lang);
  const full = search(ctx, all, budget, reach);
  const minimum = reach.wholeTitle ? WHOLE_TITLE_SCORE : MIN_MATCH_SCORE;
  if (level === undefined) return full && full.score >= minimum ? toMatch(ctx, full, undefined, false) : undefined;
  const stripped = search(ctx, core, budget, reach);
  if (full && full.score >= WHOLE_TITLE_SCORE) {
    const sameJob = stripped !== undefined && ctx.index.occ[stripped.title] === ctx.index.occ[full.title];
    return sameJob
      ? toMatch(ctx, full, level, RANK_WITHIN_OCCUPATION.has(level))
      : toMatch(ctx, full, undefined, false);
  }
  if (stripped && stripped.score >= minimum && (!full || stripped.score >= full.score - TIE_MARGIN)) {
    return toMatch(ctx, stripped, level, true);
  }
  if (full && full.score >= minimum) return toMatch(ctx, full, level, RANK_WITHIN_OCCUPATION.has(level));
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
 * Autocomplete: titles in `lang` whose words match the query, the last word completed as a
 * prefix; English titles only when the language has none (a list never mixes the two). Ranked
 * by score, then by how many people hold the job, so the common job comes first. The work is
 * bounded by a budget (SUGGEST_LIMITS unless one is passed in).
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
  const terms = queryTerms(ctx.index, ws, true, true, budget, stopwordsFor(ctx.index, lang));
  const suggestIn = (l: string): Suggestion[] => {
    const li = ctx.index.languages.indexOf(l);
    const scored = scoreTitles(ctx.index, terms, SUGGESTION_WINDOW, (t) => ctx.index.lang[t] === li, 0, budget);
    const rankOf = (s: ScoredTitle): number =>
      s.score * 10 + Math.log10(1 + (ctx.employment[ctx.index.occ[s.title] ?? 0] ?? 0)) / EMPLOYMENT_RANK_DIVISOR;
    // Only the first few in rank order are read (duplicates skipped), so they are picked
    // rather than sorting every title a broad query reaches; more only if duplicates ate them.
    for (let take = Math.max(16, limit * 4); ; take *= 4) {
      const ranked = firstRanked(scored, rankOf, take);
      const out = suggestionsFrom(ctx, ranked, limit, describe);
      if (out.done || ranked.length === scored.length) return out.suggestions;
    }
  };
  const own = suggestIn(lang);
  return own.length > 0 || lang === "en" ? own : suggestIn("en");
}

/**
 * Employment's share of a suggestion's rank: log10 of the jobs held, divided by this, against
 * ten times the score. At 4 the commonest job (about 4 million) gains 1.65, the score of a
 * sixth of a word: enough to put "Lehrer" before "Lehrer für Montessori", too little to lift a
 * title that matches fewer of the words typed.
 */
const EMPLOYMENT_RANK_DIVISOR = 4;

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
      occupation: occ.title || title,
      lang: ctx.index.languages[ctx.index.lang[s.title] ?? 0] ?? "en",
      score: Math.round(s.score * 100) / 100,
    });
  }
  return { suggestions: out, done: out.length >= limit };
}

/**
 * The occupations closest to a title that found no match, for a visitor to choose from: the
 * best-scoring title of each occupation (typos corrected), in the visitor's language and
 * English, then in any language; ranked like suggestions, so the common job comes first.
 * When too few share a word with the title, the most common jobs complete the list.
 */
export function closestOccupations(
  ctx: MatchContext,
  position: string,
  lang: string,
  limit: number,
  budget: MatchBudget = new MatchBudget(),
): number[] {
  const ws = words(position);
  const terms = ws.length === 0 ? [] : queryTerms(ctx.index, ws, true, true, budget, stopwordsFor(ctx.index, lang));
  const picked = new Set<number>();
  for (const accept of [ownLanguages(languageTier(ctx.index, lang)), undefined]) {
    if (picked.size >= limit || terms.length === 0) break;
    const best = new Map<number, number>();
    for (const s of scoreTitles(ctx.index, terms, 1, accept, 0, budget)) {
      const occ = ctx.index.occ[s.title] ?? 0;
      best.set(occ, Math.max(best.get(occ) ?? 0, s.score));
    }
    const rank = (occ: number): number =>
      (best.get(occ) ?? 0) * 10 + Math.log10(1 + (ctx.employment[occ] ?? 0)) / EMPLOYMENT_RANK_DIVISOR;
    for (const occ of [...best.keys()].sort((a, b) => rank(b) - rank(a) || a - b)) {
      if (picked.size >= limit) break;
      picked.add(occ);
    }
  }
  const byEmployment = [...Array(ctx.employment.length).keys()].sort(
    (a, b) => (ctx.employment[b] ?? 0) - (ctx.employment[a] ?? 0) || a - b,
  );
  for (const occ of byEmployment) {
    if (picked.size >= limit) break;
    picked.add(occ);
  }
  return [...picked];
}

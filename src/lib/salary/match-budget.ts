/**
 * A fixed budget of work per title query, so that no title, however crafted, costs much more
 * than an ordinary one. Matching a title costs work in three places: typo correction (scanning
 * the bigram postings of a word, then verifying the words found by edit distance) and scoring
 * (walking the title postings of every candidate word). A title made of common syllables
 * ("terter inging anaana …") makes each of them large, and repeats it word after word.
 *
 * Each query (one matchTitle or suggestTitles call) gets one budget. Work is granted all or
 * nothing per unit: a word is typo-corrected in full or not at all, and a candidate word's
 * title postings are scored in full or not at all. Refused work only takes readings away from
 * the query while its words keep their weight, so no title's score can rise: a query over
 * budget answers with the best match it can still prove, or "no match".
 *
 * The limits sit at or above the most work ordinary titles need (shipped titles of every site
 * language with one or two typos, seniority words, reversed word order, and the everyday
 * titles of the tests), so those never meet them; the figures are in docs/salary-model.md §9.
 */

export interface MatchLimits {
  /** Distinct words typo-corrected. */
  readonly typoWords: number;
  /** Bigram postings scanned by typo correction. */
  readonly typoScan: number;
  /** Edit-distance cells, charged as query word length × vocabulary word length per check. */
  readonly editCells: number;
  /** Title postings walked by scoring. */
  readonly scoredPostings: number;
}

/**
 * Distinct words typo-corrected per title match. An ordinary title has at most a few rare or
 * misspelt words; each correction costs a bigram scan and edit-distance checks.
 */
export const MAX_TYPO_WORDS = 6;
/**
 * Bigram postings scanned by typo correction per title match: a little above the most an
 * ordinary misspelt title needs (short words of common bigrams, "Reley Teter", cost most).
 */
export const MAX_TYPO_SCAN = 80_000;
/**
 * Edit-distance cells per title match (the most each check can cost): as for MAX_TYPO_SCAN,
 * a little above the most ordinary typos need.
 */
export const MAX_EDIT_CELLS = 100_000;
/**
 * Title postings walked by scoring per title match: about twice the most an ordinary title
 * needs. The commonest words hold thousands of titles each, and a title is scored up to four
 * times (exact and typo-tolerant readings, with and without seniority words).
 */
export const MAX_SCORED_POSTINGS = 80_000;

export const MATCH_LIMITS: MatchLimits = {
  typoWords: MAX_TYPO_WORDS,
  typoScan: MAX_TYPO_SCAN,
  editCells: MAX_EDIT_CELLS,
  scoredPostings: MAX_SCORED_POSTINGS,
};

/**
 * Autocomplete scores once and completes the last word from a capped list (MAX_PREFIX_POSTINGS
 * in title-scoring.ts), so ordinary queries walk about half the postings of a match: half the
 * scoring budget. It corrects typos only in the words before the last, but a short misspelt
 * word can need as many edit-distance checks as in a match: the same cells, a little less scan.
 */
export const SUGGEST_LIMITS: MatchLimits = {
  typoWords: MAX_TYPO_WORDS - 2,
  typoScan: 60_000,
  editCells: MAX_EDIT_CELLS,
  scoredPostings: MAX_SCORED_POSTINGS / 2,
};

/** Work done (or refused) by one query, for the budget checks and the tests. */
export interface MatchWork {
  /** Words whose typo correction ran. */
  typoWords: number;
  typoScan: number;
  /** Edit-distance checks run, and their cells (charged at the most each can cost). */
  editCalls: number;
  editCells: number;
  scoredPostings: number;
  /** Units of work refused because the budget ran out (0 for ordinary titles). */
  refused: number;
}

export class MatchBudget {
  readonly work: MatchWork = { typoWords: 0, typoScan: 0, editCalls: 0, editCells: 0, scoredPostings: 0, refused: 0 };
  /** Query terms already built in this query, by reading (prefix, fuzzy) and word. */
  readonly terms = new Map<string, unknown>();
  readonly limits: MatchLimits;

  constructor(limits: MatchLimits = MATCH_LIMITS) {
    this.limits = limits;
  }

  /** Grants typo correction of one more word, scanning `postings` bigram postings. */
  startTypo(postings: number): boolean {
    const w = this.work;
    if (w.typoWords + 1 > this.limits.typoWords || w.typoScan + postings > this.limits.typoScan) {
      w.refused++;
      return false;
    }
    w.typoWords++;
    w.typoScan += postings;
    return true;
  }

  /** Grants `calls` edit-distance checks of `cells` cells in all. */
  edits(calls: number, cells: number): boolean {
    const w = this.work;
    if (w.editCells + cells > this.limits.editCells) {
      w.refused++;
      return false;
    }
    w.editCalls += calls;
    w.editCells += cells;
    return true;
  }

  /** Grants scoring one candidate word's `postings` titles. */
  score(postings: number): boolean {
    const w = this.work;
    if (w.scoredPostings + postings > this.limits.scoredPostings) {
      w.refused++;
      return false;
    }
    w.scoredPostings += postings;
    return true;
  }
}

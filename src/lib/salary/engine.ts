import { LRUCache } from "lru-cache";
import { decodeCountries, type CountryTable } from "./countries.ts";
import { failure, success, type SalaryResult } from "./errors.ts";
import { estimateFor, type OccupationTable } from "./estimate.ts";
import {
  closestOccupations,
  matchTitle,
  suggestTitles,
  WHOLE_TITLE_SCORE,
  type MatchContext,
  type Suggestion,
  type TitleMatch,
} from "./match.ts";
import { validateSalaryQuery } from "./query.ts";
import { inTitleScript, russianInCyrillic } from "./script-variants.ts";
import { buildTitleIndex } from "./title-index.ts";
import { words } from "./normalize.ts";
import type { Country, RawSalaryData, SalaryEstimate, SalaryQuery } from "./types.ts";

export interface OccupationQuery {
  readonly country: string;
  /** SOC code of an occupation in the data. */
  readonly occupation: string;
  readonly experience: number;
  readonly lang: string;
}

export interface SalaryEngine {
  estimate(query: SalaryQuery): SalaryResult<SalaryEstimate>;
  /**
   * The estimate for an occupation the caller already knows (its SOC code), with no title to
   * match: the every-country table and other pages built from an occupation use it. The
   * estimate names the occupation by its name in `lang` (English where there is none).
   */
  estimateOccupation(query: OccupationQuery): SalaryResult<SalaryEstimate>;
  suggest(query: string, lang: string, limit?: number): Suggestion[];
  /** Occupation codes closest to a title that found no match (NO_MATCH), most likely first. */
  closest(position: string, lang: string, limit?: number): string[];
  country(code: string): Country | undefined;
  readonly countries: readonly Country[];
  /** Countries that exist but have no usable figures (answer "no data"). */
  readonly countriesWithoutData: readonly { readonly code: string; readonly name: string; readonly reason: string }[];
  readonly occupations: OccupationTable;
  readonly titleCount: number;
}

function decodeOccupations(raw: RawSalaryData): OccupationTable {
  const o = raw.occupations;
  const f64 = (a: readonly number[]): Float64Array => Float64Array.from(a);
  return {
    code: o.code,
    title: o.title,
    employment: f64(o.employment),
    group: Uint8Array.from(o.group),
    isco: Uint8Array.from(o.isco),
    minorLog: f64(o.minorLog),
    flags: Uint8Array.from(o.flags),
    p10: f64(o.p10),
    p25: f64(o.p25),
    median: f64(o.median),
    mean: f64(o.mean),
    p75: f64(o.p75),
    p90: f64(o.p90),
    localized: raw.localized,
    pay: raw.model.pay,
    year: raw.model.referenceYear,
  };
}

/**
 * Whether the words typed are, all of them, one of `byLang`'s titles of the visitor's language
 * or of English (in either script where a language has two).
 */
function typedAsOneOf(
  byLang: Readonly<Record<string, readonly string[]>>,
): (position: string, lang: string) => boolean {
  const known = new Set<string>();
  for (const [lang, list] of Object.entries(byLang ?? {}))
    for (const text of list) known.add(`${lang}\u0000${words(text).join(" ")}`);
  return (position, lang) => {
    const typed = [position, inTitleScript(position, lang)].flatMap((t) => (t ? [words(t).join(" ")] : []));
    return typed.some((w) => w !== "" && (known.has(`${lang}\u0000${w}`) || known.has(`en\u0000${w}`)));
  };
}

/** Builds the engine from the generated data module (injected, so tests can pass fixtures). */
export function createSalaryEngine(raw: RawSalaryData): SalaryEngine {
  const occupations = decodeOccupations(raw);
  const countries: CountryTable = decodeCountries(raw);
  const index = buildTitleIndex(raw.titles);
  // The typo index (index.bigrams()) is built by the first query with an unknown or rare word
  // rather than here: with all 21 ESCO languages it is a large part of a cold load and would
  // push it towards its 300 ms budget (docs/performance.md).
  const ctx: MatchContext = { index, employment: occupations.employment };
  const occupationIndex = new Map(occupations.code.map((code, i) => [code, i]));
  // Matching is a pure function of (title, language) and the costliest step of an estimate; a
  // result page asks for the same title in six countries, and crawlers walk one title through
  // every country and year. Entries are a few dozen bytes, so 20,000 stay well under 2 MB.
  const matches = new LRUCache<string, { readonly match: TitleMatch | undefined }>({ max: 20_000 });
  const matchCached = (position: string, lang: string): TitleMatch | undefined => {
    const key = `${lang}\u0000${position}`;
    let hit = matches.get(key);
    if (!hit) {
      // In the script of the language's titles first (Uzbek typed in Cyrillic), then as typed.
      const respelt = inTitleScript(position, lang);
      hit = {
        match:
          (respelt === undefined ? undefined : matchTitle(ctx, respelt, lang)) ??
          betterOf(matchTitle(ctx, position, lang), position, lang),
      };
      matches.set(key, hit);
    }
    return hit.match;
  };
  // Russian typed in Latin letters (vrach, buhgalter): read in Cyrillic too, and the better
  // reading taken, since the words may as well be English ("manager").
  const betterOf = (typed: TitleMatch | undefined, position: string, lang: string): TitleMatch | undefined => {
    if (typed && typed.score >= WHOLE_TITLE_SCORE) return typed;
    const cyrillic = russianInCyrillic(position, lang);
    const read = cyrillic === undefined ? undefined : matchTitle(ctx, cyrillic, lang);
    return read && (!typed || read.score > typed.score) ? read : typed;
  };
  const armedForces = typedAsOneOf(raw.armedForces);
  const notAJob = typedAsOneOf(raw.notAJob);
  return {
    countries: countries.list,
    countriesWithoutData: countries.noData,
    occupations,
    titleCount: index.size,
    country: (code) => countries.byCode.get(code.toUpperCase()),
    closest: (position, lang, limit = 5) =>
      closestOccupations(ctx, inTitleScript(position, lang) ?? position, lang, limit).map(
        (i) => occupations.code[i] ?? "",
      ),
    // A suggestion names its occupation only in the page's language: never an English name in another list.
    suggest: (query, lang, limit = 10) =>
      suggestTitles(ctx, inTitleScript(query, lang) ?? query, lang, limit, (i) => ({
        code: occupations.code[i] ?? "",
        title: occupations.localized[lang]?.[i] || (lang === "en" ? (occupations.title[i] ?? "") : ""),
      })),
    estimateOccupation({ country: code, occupation, experience, lang }) {
      const i = occupationIndex.get(occupation);
      if (i === undefined) return failure("NO_MATCH");
      const name = occupations.localized[lang]?.[i] || (occupations.title[i] ?? occupation);
      const valid = validateSalaryQuery({ country: code, position: name, experience, lang });
      if (!valid.ok) return valid;
      const country = countries.byCode.get(valid.value.country);
      if (!country)
        return failure(
          countries.noData.some((c) => c.code === valid.value.country) ? "COUNTRY_NO_DATA" : "COUNTRY_NOT_FOUND",
        );
      // Known, not guessed: the match is certain and carries no seniority word.
      const match: TitleMatch = {
        occupation: i,
        title: -1,
        confidence: 1,
        score: 1,
        seniority: undefined,
        applySeniority: false,
      };
      try {
        return success(estimateFor({ occupations, country, match, matchedTitle: name, query: valid.value }));
      } catch {
        return failure("CALCULATION_FAILED");
      }
    },
    estimate(query) {
      const valid = validateSalaryQuery(query);
      if (!valid.ok) return valid;
      const { country: code, position, lang } = valid.value;
      try {
        const country = countries.byCode.get(code);
        // A real country without figures (Taiwan, Venezuela…) answers "no data" for the country,
        // whatever the title: the title is not what is missing.
        if (!country)
          return failure(countries.noData.some((c) => c.code === code) ? "COUNTRY_NO_DATA" : "COUNTRY_NOT_FOUND");
        const match = matchCached(position, lang);
        // A soldier or an officer of the armed forces, typed as such: a job the pay sources do not
        // cover, answered so rather than matched to a civilian job that happens to share a word.
        if (!match || match.score < WHOLE_TITLE_SCORE) {
          if (armedForces(position, lang)) return failure("OCCUPATION_NOT_COVERED");
          // A student or a pensioner has no job to price: no match, never a job sharing a word
          // (a student was read as a student advisor, a Turkish "öğrenci" as a school bus driver).
          if (notAJob(position, lang)) return failure("NO_MATCH");
        }
        if (!match) return failure("NO_MATCH");
        return success(
          estimateFor({ occupations, country, match, matchedTitle: index.text(match.title), query: valid.value }),
        );
      } catch {
        return failure("CALCULATION_FAILED");
      }
    },
  };
}

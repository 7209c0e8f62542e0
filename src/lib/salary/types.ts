import type { OwnTable, PayParameters, TradablePull } from "./pay-model.ts";

/** Shape of the shipped figures, src/lib/salary/data/salary-data.json; packed strings are described in data-codec.ts. */
export interface RawSalaryData {
  readonly schema: number;
  readonly model: {
    /** The year every figure's money is of (prices and exchange rates). */
    readonly referenceYear: number;
    readonly usAllOccupations: {
      readonly median: number;
      readonly mean: number;
      readonly employment: number;
      readonly year: number;
    };
    readonly pay: PayParameters;
    /** Fitted constants, kept for the report and the documentation. */
    readonly calibration: Readonly<Record<string, unknown>>;
  };
  readonly countries: readonly CountryRecord[];
  /** [code, name, reason] */
  readonly noData: readonly (readonly string[])[];
  readonly occupations: {
    readonly code: readonly string[];
    readonly title: readonly string[];
    readonly employment: readonly number[];
    readonly group: readonly number[];
    /** ISCO-08 major group 1…9 (0 = unknown). */
    readonly isco: readonly number[];
    /** ln(BLS mean ÷ the BLS mean of the occupation's ISCO minor group), 0 when unknown (pay-model.ts). */
    readonly minorLog: readonly number[];
    /** bit 1 top-coded, bit 2 hourly-only, bit 4 broad SOC group, bit 8 traded ICT skill, bit 16 health practitioner. */
    readonly flags: readonly number[];
    readonly p10: readonly number[];
    readonly p25: readonly number[];
    readonly median: readonly number[];
    readonly mean: readonly number[];
    readonly p75: readonly number[];
    readonly p90: readonly number[];
  };
  readonly localized: Readonly<Record<string, readonly string[]>>;
  /**
   * Titles of the armed forces by language: jobs the pay sources do not cover (military pay
   * follows each country's own scales), answered as such rather than matched to another job.
   */
  readonly armedForces: Readonly<Record<string, readonly string[]>>;
  /**
   * Words for people without a job to price (student, pensioner, unemployed, homemaker), by
   * language: answered as no match rather than matched to a job that shares a word.
   */
  readonly notAJob: Readonly<Record<string, readonly string[]>>;
  readonly titles: {
    /** Sorted vocabulary of normalised tokens, "\n"-separated. */
    readonly vocab: string;
    /** Per token, base-36 gaps between the global ids of titles containing it ("," within, ";" between tokens). */
    readonly postings: string;
    /** Display words of all titles, sorted, "\n"-separated (interned: each word once). */
    readonly words: string;
    /**
     * Per language: `text` = titles as 3-digit base-64 (base64url digits) ids into `words`,
     * " " between titles; `occ` = 2 base-36 digits per title; `quality` = one letter per title.
     */
    readonly langs: Readonly<
      Record<string, { readonly text: string; readonly occ: string; readonly quality: string; readonly count: number }>
    >;
  };
}

/**
 * Where a country's full-time pay level comes from: BLS (US); a recent national labour
 * force survey (Pakistan); ILOSTAT hourly earnings ×
 * full-time hours; OECD wages per full-time-equivalent employee; both; the OECD figure
 * averaged with the country's hourly earnings and household survey where both run far below
 * it; ILOSTAT monthly earnings corrected for part-time work; GDP per capita alone; or the
 * national statistics office's pay by detailed occupation (`occupations`, where the national
 * accounts' mean runs well above what that table shows employees are paid: Canada).
 */
export const COUNTRY_BASES = [
  "bls",
  "national",
  "hourly",
  "oecd",
  "hourly+oecd",
  "oecd+surveys",
  "monthly",
  "gdp",
  "occupations",
] as const;
export type CountryBasis = (typeof COUNTRY_BASES)[number];

/** The country fields as stored in the data module. */
export interface CountryRecord {
  readonly code: string;
  readonly iso3: string;
  /** English name from the data; pages localise with Intl.DisplayNames. */
  readonly name: string;
  readonly currency: string;
  /** Local currency units per US dollar. */
  readonly perUsd: number;
  readonly fxYear: number;
  /** First and last day of the period the rate averages (ISO dates). */
  readonly fxFrom: string;
  readonly fxTo: string;
  /** ISO3 of the economy whose rate was used when the country has none of its own (same currency). */
  readonly fxSource: string;
  /** "official": World Bank period average; "market": the rate people are paid at where it differs (Iran). */
  readonly fxKind: "official" | "market";
  /** PPP conversion factor, local currency per international $. */
  readonly ppp: number;
  readonly pppYear: number;
  /** Mean annual earnings of full-time employees, local currency, in the reference year. */
  readonly meanAnnual: number;
  /** Mean pay of ISCO-08 major groups 1…9 ÷ the all-employee mean. */
  readonly groupRatio: readonly number[];
  /** Experience-curve steepness relative to the US (0.5–1). */
  readonly expScale: number;
  /** Share of the national tables' correction by occupation the country takes (0–1, by income; pay-model.ts). */
  readonly tableShare: number;
  /** Exponent on the US relativity of an occupation within its major group (1 in the US). */
  readonly withinSlope: number;
  readonly basis: CountryBasis;
  /** Year of the latest observation behind the level. */
  readonly basisYear: number;
  /** "own": the country's pay by occupation group; "pooled": that of countries at its income level; "bls": the US. */
  readonly structure: "own" | "pooled" | "bls";
  readonly structureYear: number;
  /** GDP per capita, PPP (or the value its level implies where GDP is missing). */
  readonly gdpPerCapita: number;
  /** The legal floor under full-time pay, or null where there is no national statutory minimum. */
  readonly floor: MinimumWageFloor | null;
  /** Corrections from the country's own official table of pay by detailed occupation, where one is read (pay-model.ts). */
  readonly ownTable?: OwnTable | null;
  /** The pull of traded skills fitted to the country's own survey, where it has one (pay-model.ts). */
  readonly tradable?: TradablePull | null;
}

/**
 * A statutory minimum wage as a floor on annual full-time pay (estimate.ts applies it):
 * `annual` in the reference year's money (already reduced where the published rate is a
 * regional one), `year` of the latest published rate, `compliance` the share of the floor
 * the 10th percentile may sit at where informal pay below the minimum is common.
 */
export interface MinimumWageFloor {
  readonly annual: number;
  readonly year: number;
  readonly regional: boolean;
  readonly compliance: number;
}

export type Country = CountryRecord;

export interface SalaryFigures {
  readonly p10: number;
  readonly p25: number;
  readonly median: number;
  readonly average: number;
  readonly p75: number;
  readonly p90: number;
  /** Deprecated alias of `p10`, kept for existing API clients. */
  readonly min: number;
  /** Deprecated alias of `p90`, kept for existing API clients. */
  readonly max: number;
}

export interface SeriesPoint {
  readonly experience: number;
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

export type ConfidenceLevel = "high" | "medium" | "low";

export interface SourceRef {
  readonly name: string;
  readonly year: number;
  readonly url: string;
}

export interface OccupationMatch {
  readonly code: string;
  /** Title in the requested language when known, else the BLS (English) title. */
  readonly title: string;
  /** The stored title that matched the query. */
  readonly matchedTitle: string;
  /** 0–1: how well the query matched, times the quality of the title's mapping. */
  readonly confidence: number;
  readonly seniority: string | null;
}

export interface SalaryEstimate {
  readonly query: {
    readonly country: string;
    readonly position: string;
    readonly experience: number;
    readonly lang: string;
  };
  readonly occupation: OccupationMatch;
  readonly country: { readonly code: string; readonly name: string; readonly currency: string };
  readonly currency: string;
  readonly exchangeRate: {
    readonly perUsd: number;
    readonly year: number;
    readonly kind: "official" | "market";
    /** The period the rate averages: first and last day (ISO dates). */
    readonly from: string;
    readonly to: string;
  };
  /** What the figures rest on: the level's basis and year, the reference year they are carried to. */
  readonly basis: {
    readonly level: CountryBasis;
    readonly levelYear: number;
    readonly structure: "own" | "pooled" | "bls";
    readonly referenceYear: number;
    readonly fullTime: true;
  };
  readonly annual: SalaryFigures;
  readonly monthly: SalaryFigures;
  readonly growthRate: number;
  readonly series: readonly SeriesPoint[];
  readonly confidence: ConfidenceLevel;
  readonly sources: readonly SourceRef[];
}

export interface SalaryQuery {
  readonly country: string;
  readonly position: string;
  readonly experience: number;
  readonly lang?: string;
}

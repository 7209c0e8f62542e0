/** Shape of the generated module src/lib/salary/data/salary-data.json (see scripts/build-salary-data.ts). */
export interface RawSalaryData {
  readonly schema: number;
  readonly model: {
    readonly usAllOccupations: {
      readonly median: number;
      readonly mean: number;
      readonly employment: number;
      readonly year: number;
    };
    readonly earningsFromGdp: { readonly a: number; readonly b: number; readonly n: number; readonly r2: number };
    readonly spreadFromGdp: {
      readonly k: number;
      readonly standardError: number;
      readonly n: number;
      readonly bounds: readonly number[];
    };
    readonly spreadSample: readonly {
      readonly iso3: string;
      readonly year: number;
      readonly beta: number;
      readonly gdpPerCapita: number;
    }[];
  };
  /** [code, iso3, name, currency, perUsd, fxYear, fxSource, ppp, pppYear, level, meanAnnual, beta, expScale, basis, basisYear, basisSource] */
  readonly countries: readonly (readonly (string | number)[])[];
  /** [code, name, reason] */
  readonly noData: readonly (readonly string[])[];
  readonly occupations: {
    readonly code: readonly string[];
    readonly title: readonly string[];
    readonly employment: readonly number[];
    readonly group: readonly number[];
    readonly flags: readonly number[];
    readonly p10: readonly number[];
    readonly p25: readonly number[];
    readonly median: readonly number[];
    readonly mean: readonly number[];
    readonly p75: readonly number[];
    readonly p90: readonly number[];
  };
  readonly localized: Readonly<Record<string, readonly string[]>>;
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

export type CountryBasis = "bls" | "ilostat" | "ilostat+gdp" | "gdp";

export interface Country {
  readonly code: string;
  readonly iso3: string;
  /** English name from the data; pages localise with Intl.DisplayNames. */
  readonly name: string;
  readonly currency: string;
  /** Local currency units per US dollar (World Bank official rate, period average). */
  readonly perUsd: number;
  readonly fxYear: number;
  /** ISO3 of the economy whose rate was used when the country has none of its own (same currency). */
  readonly fxSource: string;
  /** PPP conversion factor, local currency per international $. */
  readonly ppp: number;
  readonly pppYear: number;
  /** All-occupations median annual wage, local currency. */
  readonly level: number;
  readonly meanAnnual: number;
  /** Occupational spread exponent (1 = US structure). */
  readonly beta: number;
  /** Experience-curve steepness relative to the US (0.5–1). */
  readonly expScale: number;
  readonly basis: CountryBasis;
  readonly basisYear: number;
  readonly basisSource: string;
}

export interface SalaryFigures {
  readonly min: number;
  readonly p25: number;
  readonly median: number;
  readonly average: number;
  readonly p75: number;
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
  readonly exchangeRate: { readonly perUsd: number; readonly year: number };
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

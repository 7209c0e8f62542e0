import { experienceLogVariance, SERIES_YEARS } from "./experience.ts";
import { experienceMultiplier, logDomesticMean, type OccupationPay, type PayParameters } from "./pay-model.ts";
import type { TitleMatch } from "./match.ts";
import type { ValidSalaryQuery } from "./query.ts";
import { applyFloor, floored, floorShares } from "./minimum-wage-floor.ts";
import { SENIORITY_MULTIPLIER } from "./seniority.ts";
import { dataSource, isDataSourceId } from "./sources.ts";
import type { ConfidenceLevel, Country, SalaryEstimate, SalaryFigures, SeriesPoint, SourceRef } from "./types.ts";

export interface OccupationTable {
  readonly code: readonly string[];
  readonly title: readonly string[];
  readonly employment: Float64Array;
  readonly group: Uint8Array;
  /** ISCO-08 major group 1…9 (0 = unknown). */
  readonly isco: Uint8Array;
  /** ln(BLS mean ÷ its ISCO minor group's BLS mean), 0 when unknown. */
  readonly minorLog: Float64Array;
  /** bit 1 top-coded percentile extrapolated, bit 2 hourly-only, bit 4 broad SOC group, bit 8 traded ICT skill, bit 16 health practitioner. */
  readonly flags: Uint8Array;
  readonly p10: Float64Array;
  readonly p25: Float64Array;
  readonly median: Float64Array;
  readonly mean: Float64Array;
  readonly p75: Float64Array;
  readonly p90: Float64Array;
  readonly localized: Readonly<Record<string, readonly string[]>>;
  /** Parameters of the pay model (pay-model.ts). */
  readonly pay: PayParameters;
  /** Reference year of the figures. */
  readonly year: number;
}

/** z-distance between the 10th and 90th percentiles of a normal distribution. */
const P10_P90_Z = 2.563103;
/** Share of within-occupation log variance kept at a given experience, at least. */
const MIN_DISPERSION_SHARE = 0.25;
/**
 * Experience may explain at most this share of an occupation's BLS log variance; narrower
 * occupations get a flatter curve, so that a new graduate's p90 stays above the BLS p10.
 */
const MAX_EXPERIENCE_SHARE = 0.5;

interface Profile {
  /** ln of each statistic relative to the occupation's mean pay, at one experience level. */
  readonly logRel: readonly number[];
  readonly pay: OccupationPay;
}

const STATS = ["p10", "p25", "median", "mean", "p75", "p90"] as const;

/**
 * The occupation's BLS statistics relative to its mean: the median's distance from the
 * mean, plus each statistic's distance from the median shrunk by the share of the BLS
 * dispersion that is not explained by experience (the estimate is for one experience level).
 */
function profile(t: OccupationTable, i: number): Profile {
  const group = t.group[i] ?? 0;
  const median = t.median[i] ?? 1;
  const mean = t.mean[i] ?? median;
  const sigma = Math.log((t.p90[i] ?? median) / (t.p10[i] ?? median)) / P10_P90_Z;
  const total = sigma * sigma;
  const experience = experienceLogVariance(group);
  const curve = total > 0 ? Math.min(1, Math.sqrt((MAX_EXPERIENCE_SHARE * total) / experience)) : 1;
  const keep = total > 0 ? Math.sqrt(Math.max(MIN_DISPERSION_SHARE, 1 - (experience * curve * curve) / total)) : 1;
  const toMedian = Math.log(median / mean);
  const logRel = STATS.map((s) => toMedian + keep * Math.log((t[s][i] ?? median) / median));
  const tradable = ((t.flags[i] ?? 0) & 8) !== 0;
  const health = ((t.flags[i] ?? 0) & 16) !== 0;
  return {
    logRel,
    pay: {
      code: t.code[i] ?? "",
      mean,
      isco: t.isco[i] ?? 0,
      minorLog: t.minorLog[i] ?? 0,
      group,
      tradable,
      health,
      curve,
    },
  };
}

/** The six statistics at the typical experience, before rounding. */
function baseFigures(logMean: number, p: Profile, seniority: number): readonly number[] {
  return p.logRel.map((l) => Math.exp(logMean + l) * seniority);
}

function figures(base: readonly number[], multiplier: number, floor: Country["floor"]): SalaryFigures {
  const [p10, p25, median, mean, p75, p90] = applyFloor(
    base.map((v) => v * multiplier),
    floor,
  ) as [number, number, number, number, number, number];
  return withAliases({
    p10: Math.round(p10),
    p25: Math.round(p25),
    median: Math.round(median),
    average: Math.round(Math.min(p90, Math.max(p10, mean))),
    p75: Math.round(p75),
    p90: Math.round(p90),
  });
}

/** The deprecated `min`/`max` names of the 10th and 90th percentiles, which the API kept from its first version. */
const withAliases = (f: Omit<SalaryFigures, "min" | "max">): SalaryFigures => ({ ...f, min: f.p10, max: f.p90 });

const monthlyOf = (a: SalaryFigures): SalaryFigures =>
  withAliases({
    p10: Math.round(a.p10 / 12),
    p25: Math.round(a.p25 / 12),
    median: Math.round(a.median / 12),
    average: Math.round(a.average / 12),
    p75: Math.round(a.p75 / 12),
    p90: Math.round(a.p90 / 12),
  });

function confidenceOf(match: TitleMatch, country: Country, flags: number): ConfidenceLevel {
  const rank: Record<ConfidenceLevel, number> = { high: 2, medium: 1, low: 0 };
  const matchLevel: ConfidenceLevel = match.confidence >= 0.85 ? "high" : match.confidence >= 0.65 ? "medium" : "low";
  const countryLevel: ConfidenceLevel =
    country.basis === "bls" ? "high" : country.basis === "gdp" || country.basis === "monthly" ? "low" : "medium";
  const dataLevel: ConfidenceLevel = flags & 7 ? "medium" : "high";
  return [matchLevel, countryLevel, dataLevel].reduce((a, b) => (rank[b] < rank[a] ? b : a));
}

/** The sources that fed this country's figures, and only those. */
function sourcesOf(country: Country, pay: OccupationPay): SourceRef[] {
  const ref = (id: Parameters<typeof dataSource>[0], year?: number): SourceRef => {
    const s = dataSource(id);
    return { name: `${s.publisher}: ${s.name}`, year: year ?? s.year, url: s.url };
  };
  const list = [ref("bls-oews", 2024), ref("onet")];
  if (country.code !== "US") {
    const level = country.basis;
    if (level === "oecd") list.push(ref("oecd-wages-ncu", country.basisYear));
    else if (level === "oecd+surveys")
      list.push(ref("oecd-wages-ncu", country.basisYear), ref("ilostat-hourly"), ref("ilostat-national-earnings"));
    else if (level === "national" && country.code === "PK") list.push(ref("pakistan-lfs", country.basisYear));
    else if (level === "national") list.push(ref("ilostat-national-earnings", country.basisYear));
    // The own table that sets the level is credited below with the corrections it gives.
    else if (level !== "occupations") {
      if (level.includes("hourly")) list.push(ref("ilostat-hourly", country.basisYear));
      if (level === "monthly") list.push(ref("ilostat", country.basisYear));
      list.push(ref("worldbank-wdi", country.pppYear));
    }
    if (country.structure === "own" && !level.includes("hourly"))
      list.push(ref("ilostat-hourly", country.structureYear));
    // India's PLFS sets India's own figures; elsewhere its one fitted slope is credited on the data-sources page.
    if (country.code === "IN") list.push(ref("india-plfs"));
    const own = country.ownTable?.source;
    if (own && isDataSourceId(own)) list.push(ref(own));
    // Health practitioners outside the US take the relativity Sweden's, Chile's and the UK's tables show.
    if (pay.health) list.push(ref("scb-wage-structure"), ref("casen"), ref("ons-ashe"));
  }
  if (country.floor) list.push(ref("ilostat-minimum-wage", country.floor.year));
  list.push(ref("imf-weo"));
  if (country.currency !== "USD") list.push(ref("fx-market", country.fxYear));
  // Traded skills: the pull toward the world rate is fitted on DOU's survey, and the national tables bound the world rate.
  if (pay.tradable && country.code !== "US")
    list.push(ref("dou"), ref("scb-wage-structure"), ref("ons-ashe"), ref("casen"));
  list.push(ref("lagakos-2018"));
  // A table can feed a figure twice (Sweden's own table and its health practitioners): each source once.
  return list.filter((s, i) => list.findIndex((t) => t.name === s.name) === i);
}

export interface EstimateInput {
  readonly occupations: OccupationTable;
  readonly country: Country;
  readonly match: TitleMatch;
  readonly matchedTitle: string;
  readonly query: ValidSalaryQuery;
}

/** The estimate for a matched occupation in a country at an experience level. */
export function estimateFor({ occupations: t, country, match, matchedTitle, query }: EstimateInput): SalaryEstimate {
  const i = match.occupation;
  const p = profile(t, i);
  const seniority = match.applySeniority && match.seniority ? SENIORITY_MULTIPLIER[match.seniority] : 1;
  const logMean = logDomesticMean(country, t.pay, p.pay);
  const base = baseFigures(logMean, p, seniority);
  const multiplier = (x: number): number => experienceMultiplier(country, t.pay, p.pay, x, logMean);
  const atExperience = multiplier(query.experience);
  const annual = figures(base, atExperience, country.floor);
  const [minShare, , medianShare] = country.floor ? floorShares(country.floor) : [0, 0, 0];
  const floorAt = (v: number, share: number | undefined): number =>
    country.floor ? floored(v, country.floor.annual * (share ?? 1)) : v;
  const series: SeriesPoint[] = [];
  for (let x = 0; x <= SERIES_YEARS; x++) {
    const f = multiplier(x);
    series.push({
      experience: x,
      median: Math.round(floorAt((base[2] ?? 0) * f, medianShare)),
      min: Math.round(floorAt((base[0] ?? 0) * f, minShare)),
      max: Math.round(floorAt((base[5] ?? 0) * f, 1)),
    });
  }
  const localizedTitle = t.localized[query.lang]?.[i];
  return {
    query: { country: query.country, position: query.position, experience: query.experience, lang: query.lang },
    occupation: {
      code: t.code[i] ?? "",
      title: localizedTitle || (t.title[i] ?? ""),
      matchedTitle,
      confidence: Math.round(match.confidence * 100) / 100,
      seniority: match.applySeniority ? (match.seniority ?? null) : null,
    },
    country: { code: country.code, name: country.name, currency: country.currency },
    currency: country.currency,
    exchangeRate: {
      perUsd: country.perUsd,
      year: country.fxYear,
      kind: country.fxKind,
      from: country.fxFrom,
      to: country.fxTo,
    },
    basis: {
      level: country.basis,
      levelYear: country.basisYear,
      structure: country.structure,
      referenceYear: t.year,
      fullTime: true,
    },
    annual,
    monthly: monthlyOf(annual),
    growthRate: Math.round((multiplier(query.experience + 1) / atExperience - 1) * 1000) / 10,
    series,
    confidence: confidenceOf(match, country, t.flags[i] ?? 0),
    sources: sourcesOf(country, p.pay),
  };
}

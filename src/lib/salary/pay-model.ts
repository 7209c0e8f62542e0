/**
 * Pay of one occupation in one country: the country's full-time mean, its own ratio for
 * the occupation's ISCO-08 major group, and the US relativity of the occupation within
 * that group; for internationally traded skills, a pull toward the world rate (a share of
 * US pay) that grows with experience. The data build calibrates the parameters with these same
 * functions, so what is evaluated is what ships. Method: docs/salary-model.md.
 */
import { experienceFactor } from "./experience.ts";

export interface CountryPay {
  /** Mean annual earnings of full-time employees, local currency, reference year. */
  readonly meanAnnual: number;
  /** Mean pay of ISCO-08 major groups 1…9 ÷ the all-employee mean (index 0 = group 1). */
  readonly groupRatio: readonly number[];
  /** Local currency per US dollar at the rate people are paid at. */
  readonly perUsd: number;
  /** Experience-curve steepness relative to the US. */
  readonly expScale: number;
  /** Share of `occupationAbroad` the country takes where it has no table of its own (0–1, by income). */
  readonly tableShare: number;
  /** Exponent on the US relativity within a major group: 1 for the US itself (BLS as published). */
  readonly withinSlope: number;
  /** Whose pay structure the country has: "bls" is the US itself, priced as BLS publishes it. */
  readonly structure: "own" | "pooled" | "bls";
  /**
   * Where the country's statistics office publishes pay by detailed occupation: ln corrections
   * that make the model reproduce that table, by occupation code, and by ISCO major group
   * (index 0 = group 1) for occupations the table does not name.
   */
  readonly ownTable?: OwnTable | null;
  /**
   * Where the country has its own survey of a traded skill's pay by experience (Ukraine's
   * developers), the pull toward the world rate fitted to that survey alone, in place of the
   * pooled one.
   */
  readonly tradable?: TradablePull | null;
}

/** The pull of a traded skill toward the world rate: θ∞·(1 − e^(−years/τ)) of the gap, the world rate being the US pay × `worldShare`. */
export interface TradablePull {
  readonly thetaMax: number;
  readonly years: number;
  readonly worldShare: number;
}

export interface OwnTable {
  /** The table's id among the data sources (sources.ts). */
  readonly source: string;
  readonly group: readonly number[];
  readonly occupation: Readonly<Record<string, number>>;
}

export interface PayParameters {
  /** Exponent on the US relativity of an occupation within its ISCO major group, outside the US. */
  readonly withinGroupSlope: number;
  /** BLS mean annual pay of each ISCO major group (index 0 = group 1) and of all occupations. */
  readonly usGroupMean: readonly number[];
  readonly usMean: number;
  /** US nominal wage growth from the BLS year to the reference year (puts the world rate in the reference year's dollars). */
  readonly usWageGrowth: number;
  /**
   * Traded skills: share of the gap to the world rate paid, θ∞·(1 − e^(−years/τ)); the world
   * rate is the US pay × `worldShare` at the market rate (what work bought from abroad pays).
   */
  readonly tradable: TradablePull;
  /**
   * ln shift of health practitioners' pay outside the US (negative): the US pays them further
   * above other occupations than national tables abroad show.
   */
  readonly healthAbroad: number;
  /**
   * Share of the US spread between occupations of one ISCO minor group that other countries
   * keep (1 would copy the US ranking inside the group; national tables show far less).
   */
  readonly withinMinorShare: number;
  /**
   * For countries with no table of their own: ln correction of an occupation's pay relative to
   * the country's others, by BLS code, from the national tables together (their mean gap to the
   * model, shrunk toward 0). The tables agree on what the US ranking gets wrong abroad (software
   * developers and receptionists paid relatively less, welders and preschool teachers more) more
   * than any one of them shows it alone.
   */
  readonly occupationAbroad: Readonly<Record<string, number>>;
}

export interface OccupationPay {
  /** BLS SOC code; a country's own table is keyed by it. */
  readonly code?: string;
  /** BLS mean annual pay. */
  readonly mean: number;
  /** ISCO-08 major group 1…9, 0 when unknown. */
  readonly isco: number;
  /** Experience-curve group (experience.ts). */
  readonly group: number;
  readonly tradable: boolean;
  /** A health diagnosing or treating practitioner (SOC 29-1), shifted by healthAbroad outside the US. */
  readonly health?: boolean;
  /** ln(the occupation's BLS mean ÷ the BLS mean of its ISCO minor group); 0 when unknown. */
  readonly minorLog?: number;
  /**
   * Steepness of this occupation's curve relative to its group (default 1): lower where the
   * occupation's whole BLS spread leaves no room for the group's experience effect.
   */
  readonly curve?: number;
}

/** ln of the occupation's mean pay in the country at the typical experience (the cross-section). */
export function logDomesticMean(country: CountryPay, p: PayParameters, occ: OccupationPay): number {
  const k = occ.isco - 1;
  const groupRatio = k >= 0 ? (country.groupRatio[k] ?? 1) : 1;
  const usGroup = k >= 0 ? (p.usGroupMean[k] ?? p.usMean) : p.usMean;
  const abroad = country.structure !== "bls";
  const health = occ.health && abroad ? p.healthAbroad : 0;
  const minor = abroad ? (1 - p.withinMinorShare) * country.withinSlope * (occ.minorLog ?? 0) : 0;
  const tables =
    abroad && !country.ownTable && occ.code !== undefined
      ? country.tableShare * (p.occupationAbroad[occ.code] ?? 0)
      : 0;
  return (
    Math.log(country.meanAnnual * groupRatio) +
    country.withinSlope * Math.log(occ.mean / usGroup) -
    minor +
    health +
    tables +
    ownTableLog(country.ownTable, occ)
  );
}

function ownTableLog(table: OwnTable | null | undefined, occ: OccupationPay): number {
  if (!table) return 0;
  const own = occ.code === undefined ? undefined : table.occupation[occ.code];
  return own ?? (occ.isco > 0 ? (table.group[occ.isco - 1] ?? 0) : 0);
}

export function tradableShare(t: TradablePull, years: number): number {
  return t.thetaMax * (1 - Math.exp(-Math.max(0, years) / t.years));
}

/** The country's own pull where it has one; parameters without a pull (domestic pay only) stay without. */
const pullOf = (country: CountryPay, p: PayParameters): TradablePull =>
  p.tradable.thetaMax > 0 && country.tradable ? country.tradable : p.tradable;

/**
 * Multiplier on the cross-sectional pay at `years` of experience. For a traded skill, pay
 * moves a share θ(years) of the way from the domestic figure to the world rate (the US figure
 * × `worldShare`, converted at the market rate), and never below the domestic figure.
 */
export function experienceMultiplier(
  country: CountryPay,
  p: PayParameters,
  occ: OccupationPay,
  years: number,
  logDomestic = logDomesticMean(country, p, occ),
): number {
  const domestic = domesticFactor(country, occ, years);
  const pull = pullOf(country, p);
  if (!occ.tradable || pull.thetaMax <= 0) return domestic;
  return pulledTowardWorld(
    domestic,
    logUsPay(country, p, occ, years) - (logDomestic + Math.log(domestic)),
    pull,
    years,
  );
}

/**
 * Domestic pay (or its multiplier) at `years` moved toward the world rate: `usGap` is ln(US pay
 * ÷ domestic pay) at the market rate, before `worldShare`. The calibration's grid search calls
 * it with figures it computes once, so the fitted pull is this one.
 */
export function pulledTowardWorld(domestic: number, usGap: number, t: TradablePull, years: number): number {
  return domestic * Math.exp(tradableShare(t, years) * Math.max(0, Math.log(t.worldShare) + usGap));
}

const domesticFactor = (country: CountryPay, occ: OccupationPay, years: number): number =>
  experienceFactor(occ.group, years, country.expScale * (occ.curve ?? 1));

/** ln of the occupation's US pay at `years`, in the reference year's dollars at the country's market rate. */
const logUsPay = (country: CountryPay, p: PayParameters, occ: OccupationPay, years: number): number =>
  Math.log(occ.mean * p.usWageGrowth * country.perUsd * experienceFactor(occ.group, years, occ.curve ?? 1));

/** ln(the occupation's US pay at `years` ÷ its domestic pay at `years`): the gap before `worldShare`. */
export function usRateGap(country: CountryPay, p: PayParameters, occ: OccupationPay, years: number): number {
  return (
    logUsPay(country, p, occ, years) -
    (logDomesticMean(country, p, occ) + Math.log(domesticFactor(country, occ, years)))
  );
}

/** Mean annual pay at `years`, local currency. */
export function meanPayAt(country: CountryPay, p: PayParameters, occ: OccupationPay, years: number): number {
  const log = logDomesticMean(country, p, occ);
  return Math.exp(log) * experienceMultiplier(country, p, occ, years, log);
}

/**
 * ln(each occupation's mean ÷ the employment-weighted mean of its ISCO minor group), the part
 * of its US relativity that lies inside the minor group; 0 where the group is unknown or empty.
 */
export function minorGroupLogs(
  occs: readonly { readonly mean: number; readonly employment: number; readonly minor: string }[],
): number[] {
  const sums = new Map<string, { pay: number; employment: number }>();
  for (const o of occs) {
    if (!o.minor || o.employment <= 0) continue;
    const s = sums.get(o.minor) ?? { pay: 0, employment: 0 };
    sums.set(o.minor, { pay: s.pay + o.mean * o.employment, employment: s.employment + o.employment });
  }
  return occs.map((o) => {
    const s = sums.get(o.minor);
    return s && s.employment > 0 ? Math.log(o.mean / (s.pay / s.employment)) : 0;
  });
}

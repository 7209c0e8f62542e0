/**
 * Calibrations that need occupation-level pay outside the US: the slope of pay within an
 * ISCO major group (India's PLFS by NCO 3-digit group) and the premium of traded ICT skills
 * (India's software developers, Ukraine's developer survey by experience, the traded
 * occupations of the national tables keyed by hand). Both use the engine's own pay functions,
 * so what is fitted is what ships.
 */
import {
  meanPayAt,
  pulledTowardWorld,
  usRateGap,
  type CountryPay,
  type OccupationPay,
  type PayParameters,
} from "../../src/lib/salary/pay-model.ts";
import { keyedBySoc, type KeyedUnit } from "./national-tables.ts";
import type { ExperienceBand, GroupEarnings } from "./country-inputs.ts";

export interface SocPay extends OccupationPay {
  readonly code: string;
  readonly employment: number;
  readonly median: number;
  /** ISCO-08 minor group (3 digits), "" when unknown. */
  readonly minor: string;
}

/** Employment-weighted mean of a set of occupations' values. */
function weighted(occs: readonly SocPay[], value: (o: SocPay) => number): number {
  const emp = occs.reduce((s, o) => s + o.employment, 0);
  return occs.reduce((s, o) => s + value(o) * o.employment, 0) / emp;
}

export const WITHIN_GROUP_BOUNDS = [0.4, 1.2] as const;

/**
 * Slope (through the origin, weighted by effective sample size) of ln(India's minor-group
 * mean ÷ its major-group mean) on the same US ratio, over the major groups India's table
 * covers completely (1 managers, 2 professionals, 3 technicians).
 */
export function calibrateWithinGroup(india: readonly GroupEarnings[], occs: readonly SocPay[]) {
  let sxy = 0;
  let sxx = 0;
  const points: { isco: string; us: number; india: number }[] = [];
  for (const major of ["1", "2", "3"]) {
    const rows = india.filter((r) => r.isco.startsWith(major) && r.weight > 0);
    const withUs = rows
      .map((r) => ({ r, us: occs.filter((o) => o.minor === r.isco && o.employment > 0) }))
      .filter((x) => x.us.length > 0);
    if (withUs.length < 3) continue;
    const inMajor =
      withUs.reduce((s, x) => s + x.r.monthly * x.r.weight, 0) / withUs.reduce((s, x) => s + x.r.weight, 0);
    const usMajor = weighted(
      withUs.flatMap((x) => x.us),
      (o) => o.mean,
    );
    for (const { r, us } of withUs) {
      const xv = Math.log(weighted(us, (o) => o.mean) / usMajor);
      const yv = Math.log(r.monthly / inMajor);
      sxy += r.weight * xv * yv;
      sxx += r.weight * xv * xv;
      points.push({ isco: r.isco, us: xv, india: yv });
    }
  }
  const slope = sxx > 0 ? sxy / sxx : 1;
  return {
    slope: Math.min(WITHIN_GROUP_BOUNDS[1], Math.max(WITHIN_GROUP_BOUNDS[0], slope)),
    raw: slope,
    n: points.length,
  };
}

/** DOU reports net pay; most Ukrainian developers work as sole proprietors taxed at about 5–7%. */
export const DOU_NET_TO_GROSS = 1 / 0.94;
/** Experience over which India's developers are averaged (a young occupation: 0–20 years, uniform). */
const INDIA_YEARS = Array.from({ length: 21 }, (_, i) => i);

export interface TradableTarget {
  readonly country: CountryPay;
  readonly occupation: OccupationPay;
  /** Median ÷ mean of the occupation in the US, to compare with a median. */
  readonly medianRatio: number;
  readonly cells: readonly {
    readonly years: readonly number[];
    readonly observed: number;
    readonly weight: number;
    readonly median: boolean;
  }[];
}

/** Ukraine: software engineers' median gross pay by experience band, local currency a year. */
export function ukraineTargets(bands: readonly ExperienceBand[], perUsd: number) {
  const se = bands.filter((b) => b.category === "SE");
  return se.map((b) => ({
    years: [b.years],
    observed: b.medianNetUsd * DOU_NET_TO_GROSS * 12 * perUsd,
    weight: 1 / se.length,
    median: true,
  }));
}

/** India: mean monthly pay of NCO 251 (software and application developers and analysts), a year. */
export function indiaTargets(india: readonly GroupEarnings[]) {
  const row = india.find((r) => r.isco === "251");
  return row ? [{ years: INDIA_YEARS, observed: row.monthly * 12, weight: 1, median: false }] : [];
}

/**
 * A national table's traded-skill occupations (keyed units, national-tables.ts) as targets: the
 * table's mean of each, relative to all employees, × the country's full-time mean, against the
 * model averaged over 0–20 years like India's. Each table counts once, its occupations alike.
 */
export function tableTargets(
  units: readonly KeyedUnit[],
  country: CountryPay,
  socPay: ReadonlyMap<string, SocPay>,
): TradableTarget[] {
  const traded = [...keyedBySoc(units)].flatMap(([soc, k]) => {
    const occupation = socPay.get(soc);
    return occupation?.tradable ? [{ occupation, relative: k.relative }] : [];
  });
  return traded.map(({ occupation, relative }) => ({
    country,
    occupation,
    medianRatio: 1,
    cells: [
      {
        years: INDIA_YEARS,
        observed: Math.exp(relative) * country.meanAnnual,
        weight: 1 / traded.length,
        median: false,
      },
    ],
  }));
}

const THETA_GRID = Array.from({ length: 101 }, (_, i) => i / 100);
const YEARS_GRID = Array.from({ length: 15 }, (_, i) => i + 1);
/** What firms abroad pay relative to US pay: from a fifth to all of it. */
const WORLD_SHARE_GRID = Array.from({ length: 33 }, (_, i) => (200 + i * 25) / 1000);

/**
 * Grid search of θ∞ (0–1), τ (1–15 years) and the world share (0.2–1) minimising the weighted
 * squared log error. Each cell's domestic pay and gap to the US rate at each year are computed
 * once; the grid moves them with the pay model's own pull (pulledTowardWorld).
 */
export function calibrateTradable(targets: readonly TradableTarget[], base: PayParameters) {
  const domesticOnly: PayParameters = { ...base, tradable: { thetaMax: 0, years: 1, worldShare: 1 } };
  const cells = targets.flatMap((t) =>
    t.cells.map((c) => ({
      weight: c.weight,
      logObserved: Math.log(c.observed / (c.median ? t.medianRatio : 1)),
      years: c.years.map((y) => ({
        y,
        domestic: meanPayAt(t.country, domesticOnly, t.occupation, y),
        gap: usRateGap(t.country, domesticOnly, t.occupation, y),
      })),
    })),
  );
  let best = { thetaMax: 0, years: 5, worldShare: 1, loss: Infinity };
  for (const worldShare of WORLD_SHARE_GRID) {
    for (const years of YEARS_GRID) {
      for (const thetaMax of THETA_GRID) {
        const p: PayParameters = { ...base, tradable: { thetaMax, years, worldShare } };
        let loss = 0;
        for (const c of cells) {
          let sum = 0;
          for (const v of c.years) sum += pulledTowardWorld(v.domestic, v.gap, p.tradable, v.y);
          loss += c.weight * (Math.log(sum / c.years.length) - c.logObserved) ** 2;
        }
        if (loss < best.loss - 1e-12) best = { thetaMax, years, worldShare, loss };
      }
    }
  }
  return best;
}

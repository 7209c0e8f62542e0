/**
 * Calibrations that need occupation-level pay outside the US: the slope of pay within an
 * ISCO major group (India's PLFS by NCO 3-digit group) and the premium of traded ICT skills
 * (India's software developers, Ukraine's developer survey by experience). Both use the
 * engine's own pay functions, so what is fitted is what ships.
 */
import { meanPayAt, type CountryPay, type OccupationPay, type PayParameters } from "../../src/lib/salary/pay-model.ts";
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

export function predictCell(
  t: Pick<TradableTarget, "country" | "occupation" | "medianRatio">,
  p: PayParameters,
  cell: { readonly years: readonly number[]; readonly median: boolean },
): number {
  const values = cell.years.map((y) => meanPayAt(t.country, p, t.occupation, y));
  return (values.reduce((a, b) => a + b, 0) / values.length) * (cell.median ? t.medianRatio : 1);
}

/** Grid search of θ∞ (0–0.9) and τ (1–15 years) minimising the weighted squared log error. */
export function calibrateTradable(targets: readonly TradableTarget[], base: PayParameters, fixedYears?: number) {
  let best = { thetaMax: 0, years: fixedYears ?? 5, loss: Infinity };
  const yearsGrid = fixedYears ? [fixedYears] : Array.from({ length: 15 }, (_, i) => i + 1);
  for (let theta = 0; theta <= 0.9001; theta += 0.01) {
    for (const years of yearsGrid) {
      const p: PayParameters = { ...base, tradable: { thetaMax: theta, years } };
      let loss = 0;
      for (const t of targets)
        for (const c of t.cells) loss += c.weight * Math.log(predictCell(t, p, c) / c.observed) ** 2;
      if (loss < best.loss - 1e-12) best = { thetaMax: Math.round(theta * 100) / 100, years, loss };
    }
  }
  return best;
}

/**
 * How much of the US spread between occupations of one ISCO minor group other countries keep.
 * Two national tables of pay by detailed occupation measure it: Sweden's wage structure
 * statistics (SCB, SSYK 2012, 2025 means of full-time pay) and Chile's CASEN (2022+2024 mean
 * income, sexes pooled). Each national unit is read as the BLS occupation it was keyed to by
 * hand (national-tables.ts) and compared with the other units of its national 3-digit group.
 */
import { logDomesticMean, type CountryPay, type PayParameters } from "../../src/lib/salary/pay-model.ts";
import type { SocPay } from "./calibrate.ts";
import type { KeyedUnit } from "./national-tables.ts";

export type DetailedCountry = "SE" | "CL";

export interface DetailedCell {
  /** National 3-digit group the cell is compared within. */
  readonly minor: string;
  readonly soc: string;
  readonly logPay: number;
  readonly weight: number;
}

/** Below this a country would keep almost none of the US spread inside a minor group, which neither table shows. */
export const WITHIN_MINOR_MIN = 0.25;
/** A unit of this many thousand jobs (400 Chilean respondents) or more counts fully; smaller ones in proportion. */
const FULL_WEIGHT_JOBS = 4;

export function detailedCells(units: readonly KeyedUnit[]): DetailedCell[] {
  return units.map((u) => ({
    minor: u.unit.slice(0, 3),
    soc: u.soc,
    logPay: u.relative,
    weight: Math.min(1, u.weight / FULL_WEIGHT_JOBS),
  }));
}

/** Observed and modelled ln pay, each less its national minor group's weighted mean. */
function demeaned(cells: readonly DetailedCell[], model: (cell: DetailedCell) => number | undefined) {
  const points = cells.flatMap((c) => {
    const m = model(c);
    return m === undefined ? [] : [{ ...c, model: m }];
  });
  const groups = Map.groupBy(points, (p) => p.minor);
  return [...groups.values()]
    .filter((g) => g.length >= 2)
    .flatMap((g) => {
      const w = g.reduce((s, p) => s + p.weight, 0);
      const y = g.reduce((s, p) => s + p.logPay * p.weight, 0) / w;
      const m = g.reduce((s, p) => s + p.model * p.weight, 0) / w;
      return g.map((p) => ({ observed: p.logPay - y, model: p.model - m, weight: p.weight }));
    });
}

/**
 * The share (0–1, in steps of 0.01) of the US within-minor-group spread that best reproduces
 * each country's spread inside its own minor groups; countries count equally (each one's loss
 * is taken relative to its loss at the US share).
 */
export function calibrateWithinMinor(
  cells: Partial<Record<DetailedCountry, readonly DetailedCell[]>>,
  countries: ReadonlyMap<string, CountryPay>,
  params: PayParameters,
  socPay: ReadonlyMap<string, SocPay>,
) {
  const sets = Object.entries(cells).flatMap(([code, list]) => {
    const country = countries.get(code);
    return country && list?.length ? [{ code, country, list }] : [];
  });
  const lossAt = (share: number) => {
    const p = { ...params, withinMinorShare: share };
    return sets.map(({ country, list }) => {
      const points = demeaned(list, (c) => {
        const occ = socPay.get(c.soc);
        return occ ? logDomesticMean(country, p, occ) : undefined;
      });
      const w = points.reduce((s, x) => s + x.weight, 0);
      return points.reduce((s, x) => s + x.weight * (x.observed - x.model) ** 2, 0) / Math.max(w, 1e-9);
    });
  };
  // Every country's loss at every share on the grid, computed once for the joint and the per-country fits.
  const grid = Array.from({ length: 101 }, (_, step) => ({ share: step / 100, losses: lossAt(step / 100) }));
  const lowest = (loss: (losses: readonly number[]) => number) =>
    grid.reduce(
      (best, point) =>
        loss(point.losses) < best.loss - 1e-12 ? { share: point.share, loss: loss(point.losses) } : best,
      { share: 1, loss: Infinity },
    );
  // Each country's loss relative to its own at the US share, so a noisier table does not outvote a cleaner one.
  const atUs = grid[100]?.losses ?? [];
  const best = lowest((losses) => losses.reduce((a, b, i) => a + b / Math.max(atUs[i] ?? 1, 1e-12), 0));
  const byCountry = sets.map(({ code }, i) => ({ code, share: lowest((losses) => losses[i] ?? Infinity).share }));
  const share = sets.length ? Math.max(WITHIN_MINOR_MIN, best.share) : 1;
  return { share, raw: best.share, byCountry, n: sets.reduce((s, x) => s + x.list.length, 0) };
}

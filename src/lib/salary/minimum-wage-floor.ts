/**
 * The legal floor under full-time pay. A statistic below the statutory minimum is lifted to
 * it, and one near it a little above it, the way pay piles up just over a binding minimum:
 * floored(v) = F·((v/F)^k + 1)^(1/k), smooth and increasing, equal to v far above F.
 * Where informality is common the bottom of the distribution is not fully covered: the
 * 10th percentile is floored at `compliance`·F and the 25th halfway between; the median and
 * everything above it at F. Method: docs/salary-model.md.
 */
import type { MinimumWageFloor } from "./types.ts";

/**
 * Sharpness k = 8: at v = F the result is 2^(1/8) ≈ 1.09·F; at v = 1.5·F it is 1.5·F within
 * 0.5%. With k a power of two, x^k is three squarings and x^(1/k) three square roots: a result
 * page floors every point of its projection for several countries, and `**` is far slower.
 */
const eighthPowerPlusOneRoot = (x: number): number => {
  const x2 = x * x;
  const x4 = x2 * x2;
  return Math.sqrt(Math.sqrt(Math.sqrt(x4 * x4 + 1)));
};

export function floored(value: number, floor: number): number {
  if (!(floor > 0)) return value;
  // The same expression written from the larger of the two, so that no power overflows.
  if (value > floor) return value * eighthPowerPlusOneRoot(floor / value);
  return floor * eighthPowerPlusOneRoot(value / floor);
}

/** Share of the floor each statistic is held to: p10, p25, median, mean, p75, p90. */
export function floorShares(floor: MinimumWageFloor): readonly number[] {
  const c = Math.min(1, Math.max(0, floor.compliance));
  return [c, (1 + c) / 2, 1, 1, 1, 1];
}

/** The six statistics (p10 … p90, annual) with the floor applied; unchanged where there is none. */
export function applyFloor(stats: readonly number[], floor: MinimumWageFloor | null): readonly number[] {
  if (!floor) return stats;
  const shares = floorShares(floor);
  return stats.map((v, i) => floored(v, floor.annual * (shares[i] ?? 1)));
}
